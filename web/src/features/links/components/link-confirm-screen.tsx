import { Skeleton } from '@chakra-ui/react';
import { ConfirmModal, type ConfirmModalProps } from '@/components/ui/confirm-modal';
import { ErrorList } from '@/components/ui/error-list';
import type { LinkFieldsFragment } from '@/generated/graphql';
import { valuesFromLink } from '../forms/link-schema';
import { LinkSummary } from './link-summary';
import { Screen } from '@/components/layout/page';

/**
 * A page that asks about one link (delete, approve, disable): its heading, the shared error list,
 * the link as a read-only list, and the shared modal, open once the link has loaded.
 */
export function LinkConfirmScreen({
  heading,
  link,
  loading,
  ...modal
}: {
  heading: string;
  link: LinkFieldsFragment | undefined;
  /** The link is still on its way (a skeleton stands in for it). */
  loading: boolean;
} & Omit<ConfirmModalProps, 'open'>) {
  return (
    <Screen title={heading}>
      <ErrorList />
      {loading ? <Skeleton height="24" /> : null}
      {link ? <LinkSummary values={valuesFromLink(link)} category={link.category} /> : null}
      <ConfirmModal open={Boolean(link)} {...modal} />
    </Screen>
  );
}

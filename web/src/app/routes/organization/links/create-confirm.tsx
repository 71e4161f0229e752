import { Button, HStack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ErrorList } from '@/components/ui/error-list';
import { paths } from '@/config/paths';
import { LinkSummary } from '@/features/links/components/link-summary';
import { useCategory } from '@/features/links/components/use-category';
import { toLinkInput } from '@/features/links/forms/link-schema';
import { draftFor, linkDraft } from '@/features/links/stores/link-draft';
import { CreateLinkDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useSubmit } from '@/hooks/use-submit';
import { useConfirmFailure } from '@/components/form/returned-field-errors';
import { Screen } from '@/components/layout/page';

/** /organization/links/create/confirm: shows the entry and registers it. */
export function CreateLinkConfirmPage() {
  const navigate = useAppNavigate();
  // Read once: clearing the draft after saving must not send this page back to the entry step.
  const [values] = useState(() => draftFor('create'));
  const category = useCategory(values?.type ?? 'house', values?.categoryCode ?? '');
  const [createLink] = useMutation(CreateLinkDocument);
  const failed = useConfirmFailure(paths.organization.links.create());
  const [submit, busy] = useSubmit(async () => {
    if (!values) return;
    await createLink({ variables: { input: toLinkInput(values) } });
    await navigate(paths.organization.links.createComplete());
    linkDraft.set(null);
  }, failed);
  if (!values) return <Navigate to={paths.organization.links.create()} replace />;

  return (
    <Screen title="リンク登録（確認）">
      <Text>以下の内容で登録します。よろしければ「登録する」を押してください。</Text>
      <ErrorList />
      <LinkSummary values={values} category={category} />
      <HStack gap="3">
        <Button variant="outline" onClick={() => navigate(paths.organization.links.create())}>
          戻る
        </Button>
        <Button colorPalette="blue" loading={busy} onClick={() => void submit()}>
          登録する
        </Button>
      </HStack>
    </Screen>
  );
}

export { CreateLinkConfirmPage as Component };

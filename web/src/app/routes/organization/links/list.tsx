import { Button, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { RowActionLink, RowActionsCell } from '@/components/ui/row-action-link';
import { ListTable } from '@/components/ui/list-table';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ErrorList } from '@/components/ui/error-list';
import { FlashMessage } from '@/components/ui/flash-message';
import { useReportedError } from '@/components/ui/error-list-store';
import { Pager } from '@/components/ui/pager';
import { PdfExportButton } from '@/components/ui/pdf-export-button';
import { paths } from '@/config/paths';
import { ApprovalBadge } from '@/features/links/components/approval-badge';
import { LinkUrlCell } from '@/features/links/components/link-url-cell';
import { categoryPathOnPage } from '@rules/link-labels';
import { EDITION_NAMES } from '@rules/editions';
import { linkDraft } from '@/features/links/stores/link-draft';
import { LinksDocument } from '@/generated/graphql';

/** /organization/links: the organization's own links, 25 a page. */
export function OrganizationLinksPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error } = useQuery(LinksDocument, {
    variables: { filter: { page } },
    fetchPolicy: 'cache-and-network',
  });

  useReportedError(error);

  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h1" size="lg">
          リンク管理
        </Heading>
        <HStack gap="2">
          <PdfExportButton apiPath="/api/links" fallbackFileName="links.pdf" />
          <Button asChild colorPalette="blue" onClick={() => linkDraft.set(null)}>
            <RouterLink to={paths.organization.links.create()}>新規登録</RouterLink>
          </Button>
        </HStack>
      </HStack>
      <Text fontSize="sm">
        登録・変更したリンクは、管理者の承認後に公開されます（URLやカテゴリーを変更したとき、評価者用リンクを一般公開に切り替えたときは、再度承認が必要です）。
      </Text>
      <FlashMessage />
      <ErrorList />
      {loading && !data ? <Skeleton height="24" /> : null}
      {data ? (
        <>
          <Pager total={data.links.total} page={page} onChange={(next) => setParams({ page: String(next) })} />
          {data.links.items.length === 0 ? (
            <Text>登録されているリンクはありません。</Text>
          ) : (
            <ListTable
              label="リンク一覧"
              headers={['種別', 'カテゴリー', 'URL', '状態', '操作']}
              rows={data.links.items}
              cells={(link) => (
                <>
                  <Table.Cell whiteSpace="nowrap">{EDITION_NAMES[link.type]}</Table.Cell>
                  <Table.Cell>{categoryPathOnPage(link.category)}</Table.Cell>
                  <LinkUrlCell link={link} />
                  <Table.Cell>
                    <ApprovalBadge approved={link.approved} />
                  </Table.Cell>
                  <RowActionsCell>
                    <RowActionLink to={paths.organization.links.edit(link.id)} onClick={() => linkDraft.set(null)}>
                      編集
                    </RowActionLink>
                    <RowActionLink to={paths.organization.links.delete(link.id)} colorPalette="red">
                      削除
                    </RowActionLink>
                  </RowActionsCell>
                </>
              )}
            />
          )}
        </>
      ) : null}
    </Stack>
  );
}

export { OrganizationLinksPage as Component };

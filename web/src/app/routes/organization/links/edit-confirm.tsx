import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { flashState } from '@/components/ui/flash-message';
import { ErrorList } from '@/components/ui/error-list';
import { paths } from '@/config/paths';
import { LinkSummary } from '@/features/links/components/link-summary';
import { useCategory } from '@/features/links/components/use-category';
import { toLinkInput } from '@/features/links/forms/link-schema';
import { draftFor, linkDraft } from '@/features/links/stores/link-draft';
import { UpdateLinkDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useSubmit } from '@/hooks/use-submit';
import { useConfirmFailure } from '@/components/form/returned-field-errors';
import { Screen } from '@/components/layout/page';

/** /organization/links/{id}/edit/confirm: saves the change; a new url or category waits for approval again. */
export function EditLinkConfirmPage() {
  const id = Number(useParams().id);
  const navigate = useAppNavigate();
  // Read once: clearing the draft after saving must not send this page back to the entry step.
  const [values] = useState(() => draftFor(id));
  const category = useCategory(values?.type ?? 'house', values?.categoryCode ?? '');
  const [updateLink] = useMutation(UpdateLinkDocument);
  const failed = useConfirmFailure(paths.organization.links.edit(id));
  const [submit, busy] = useSubmit(async () => {
    if (!values) return;
    const { data } = await updateLink({ variables: { id, input: toLinkInput(values) } });
    const notice = data?.updateLink.approved
      ? 'リンクを更新しました。'
      : 'リンクを更新しました。管理者の承認後に公開されます。';
    await navigate(paths.organization.links.list(), { state: flashState(notice) });
    linkDraft.set(null);
  }, failed);
  if (!values) return <Navigate to={paths.organization.links.edit(id)} replace />;

  return (
    <Screen title="リンク編集（確認）">
      <Text>以下の内容で更新します。</Text>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>URLまたはカテゴリーを変更した場合、管理者の承認まで公開されません。</Alert.Description>
      </Alert.Root>
      <ErrorList />
      <LinkSummary values={values} category={category} />
      <HStack gap="3">
        <Button variant="outline" onClick={() => navigate(paths.organization.links.edit(id))}>
          戻る
        </Button>
        <Button colorPalette="blue" loading={busy} onClick={() => void submit()}>
          更新する
        </Button>
      </HStack>
    </Screen>
  );
}

export { EditLinkConfirmPage as Component };

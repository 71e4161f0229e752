import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorList } from '@/components/ui/error-list';
import { errorList } from '@/components/ui/error-list-store';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { clientValidationError } from '@/lib/to-error-messages';
import { NotFoundPage } from '@/components/not-found-page';
import { commitUpload, RestError } from '@/features/devices/api';
import { useCategoryParam } from '@/features/devices/common';
import { resetUploadSession, uploadSession, useUploadSession } from '@/features/devices/upload-store';
import { UploadPreviewTable } from '@/features/devices/components/upload-preview-table';
import { flashState } from '@/components/ui/flash-message';
import { Screen } from '@/components/layout/page';

/** The check result: the user marks rows to skip, then registers the rest (SPEC §4 upload step 2). */
export function DeviceUploadConfirmPage() {
  const category = useCategoryParam();
  const navigate = useAppNavigate();
  const session = useUploadSession();
  const [busy, setBusy] = useState(false);
  useBreadcrumb(
    category
      ? [
          { label: category.label, to: paths.organization.devices(category.code).list() },
          { label: 'アップロード', to: paths.organization.devices(category.code).upload() },
          { label: '確認' },
        ]
      : [],
  );
  const changeNoList = useCallback(
    (update: (noList: number[]) => number[]) => uploadSession.set((s) => ({ ...s, noList: update(s.noList) })),
    [],
  );

  const result = session.result;
  if (!category) return <NotFoundPage />;
  if (!result || !session.fields || session.category !== category.code) {
    return (
      <Screen title={`${category.label} アップロード確認`}>
        <Text>確認するファイルがありません。アップロード画面からやり直してください。</Text>
        <Button asChild alignSelf="flex-start" colorPalette="blue">
          <RouterLink to={paths.organization.devices(category.code).upload()}>アップロード画面へ</RouterLink>
        </Button>
      </Screen>
    );
  }
  const remaining = result.csv.length - session.noList.length;
  const errorRows = new Set(result.errors.map((e) => e.row)).size;

  const commit = async () => {
    errorList.clear();
    setBusy(true);
    try {
      const done = await commitUpload(category.code, session.fields!, session.noList);
      resetUploadSession();
      await navigate(paths.organization.devices(category.code).list(), {
        state: flashState(`${done.created}件を登録しました`),
      });
    } catch (error) {
      const data =
        error instanceof RestError
          ? (error.response.data as { errors?: Record<string, string[]> } | undefined)
          : undefined;
      if (data?.errors?.rows) {
        errorList.update(clientValidationError(Object.fromEntries(data.errors.rows.map((m, i) => [`row${i}`, [m]]))));
      } else {
        errorList.update(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {category.label} アップロード確認
      </Heading>
      <ErrorList />
      <Text>
        ファイル: {result.file_name} ／ 全{result.csv.length}行（エラー {errorRows}行・ファイル内重複{' '}
        {result.duplicates.length}行・登録済 {result.exists.length}行）
      </Text>
      <Text fontSize="sm">
        登録しない行の「スキップ」にチェックを入れてください。エラー・重複・登録済の行はスキップしないと登録できません。
      </Text>
      <HStack>
        <Button asChild variant="outline">
          <RouterLink to={paths.organization.devices(category.code).upload()}>戻る</RouterLink>
        </Button>
        <Button colorPalette="blue" loading={busy} disabled={remaining <= 0} onClick={commit}>
          {remaining}件を登録する
        </Button>
      </HStack>
      <UploadPreviewTable result={result} noList={session.noList} onChange={changeNoList} />
    </Stack>
  );
}

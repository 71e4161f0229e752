import { Badge, Box, Button, Checkbox, Field, Heading, HStack, Input, NativeSelect, RadioGroup, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { mixed, object, string } from 'yup';
import { ErrorList } from '@/components/ui/error-list';
import { errorList } from '@/components/ui/error-list-store';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import { UploadSharedPasswordsDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { clientValidationError } from '@/lib/to-error-messages';
import { NotFoundPage } from '@/app/routes/not-found';
import { checkUpload, commitUpload, RestError } from '../api';
import { DownloadButton, useCategoryParam } from '../common';
import { resetUploadSession, uploadSession, useUploadSession } from '../upload-store';

const uploadSchema = object({
  file: mixed<File>()
    .required('ZIPファイルを選択してください')
    .test('zip', 'ZIPファイルを選択してください', (file) => !file || /\.zip$/i.test(file.name)),
  passwordType: string().oneOf(['organization', 'shared']).required('パスワードの種類を選択してください'),
  sharedPasswordId: string().when('passwordType', { is: 'shared', then: (s) => s.required('共用パスワードを選択してください') }),
});

export function DeviceUploadPage() {
  const category = useCategoryParam();
  const navigate = useAppNavigate();
  const { data: shared } = useQuery(UploadSharedPasswordsDocument);
  useBreadcrumb(category ? [{ label: category.label, to: paths.organization.devices(category.code).list() }, { label: 'アップロード' }] : []);
  useEffect(() => errorList.clear(), []);

  const formik = useFormik<{ file: File | null; passwordType: 'organization' | 'shared'; sharedPasswordId: string }>({
    initialValues: { file: null, passwordType: 'organization', sharedPasswordId: '' },
    validationSchema: uploadSchema,
    validateOnChange: false,
    onSubmit: async (values) => {
      errorList.clear();
      const fields = { file: values.file!, passwordType: values.passwordType, sharedPasswordId: values.sharedPasswordId };
      try {
        const result = await checkUpload(category!.code, fields);
        const problems = new Set([...result.errors.map((e) => e.row), ...result.duplicates.map((d) => d.row), ...result.exists.map((e) => e.row)]);
        uploadSession.set({ category: category!.code, fields, result, noList: [...problems].sort((a, b) => a - b) });
        await navigate(paths.organization.devices(category!.code).uploadConfirm());
      } catch (error) {
        errorList.update(error);
      }
    },
  });

  if (!category) return <NotFoundPage />;
  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">{category.label} アップロード</Heading>
      <ErrorList />
      <Text fontSize="sm">
        CSVファイル（1行1機器）と、各行の「証明書ファイル名」のPDFをまとめ、パスワード付きZIPにしてアップロードしてください。
        確認画面で内容を確認してから登録します。
      </Text>
      <HStack gap="3">
        <DownloadButton url={`/api/${category.code}/download/template`} fallbackName="template.csv" failure="CSVの出力に失敗しました">CSVテンプレート</DownloadButton>
        <DownloadButton url={`/api/${category.code}/download/sample`} fallbackName="sample.zip" failure="サンプルのダウンロードに失敗しました">サンプルZIP（事業者のZIPパスワード）</DownloadButton>
      </HStack>
      <form
        noValidate
        aria-label="アップロードフォーム"
        onSubmit={async (event) => {
          event.preventDefault();
          const errors = await formik.validateForm();
          if (Object.keys(errors).length > 0) {
            errorList.clear();
            errorList.update(clientValidationError(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [String(v)]]))));
            return;
          }
          formik.handleSubmit();
        }}
      >
        <Stack gap="4" maxW="xl">
          <Field.Root required invalid={Boolean(formik.errors.file)}>
            <Field.Label>ZIPファイル<Field.RequiredIndicator /></Field.Label>
            <Input
              type="file"
              accept=".zip,application/zip"
              aria-label="ZIPファイル"
              p="1"
              onChange={(event) => void formik.setFieldValue('file', event.currentTarget.files?.[0] ?? null)}
            />
            <Field.ErrorText>{formik.errors.file}</Field.ErrorText>
          </Field.Root>
          <Field.Root required>
            <Field.Label>ZIPパスワード</Field.Label>
            <RadioGroup.Root
              value={formik.values.passwordType}
              onValueChange={(d) => void formik.setFieldValue('passwordType', d.value)}
            >
              <HStack gap="5">
                <RadioGroup.Item value="organization">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>事業者のZIPパスワード</RadioGroup.ItemText>
                </RadioGroup.Item>
                <RadioGroup.Item value="shared">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>共用パスワード</RadioGroup.ItemText>
                </RadioGroup.Item>
              </HStack>
            </RadioGroup.Root>
          </Field.Root>
          {formik.values.passwordType === 'shared' ? (
            <Field.Root required invalid={Boolean(formik.errors.sharedPasswordId)}>
              <Field.Label>共用パスワード<Field.RequiredIndicator /></Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field aria-label="共用パスワード" {...formik.getFieldProps('sharedPasswordId')}>
                  <option value="">選択してください</option>
                  {(shared?.uploadSharedPasswords ?? []).map((p) => <option key={p.id} value={String(p.id)}>{p.name}</option>)}
                </NativeSelect.Field>
              </NativeSelect.Root>
              <Field.ErrorText>{formik.errors.sharedPasswordId}</Field.ErrorText>
            </Field.Root>
          ) : null}
          <HStack>
            <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>確認</Button>
            <Button asChild variant="outline"><RouterLink to={paths.organization.devices(category.code).list()}>戻る</RouterLink></Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}

export function DeviceUploadConfirmPage() {
  const category = useCategoryParam();
  const navigate = useAppNavigate();
  const session = useUploadSession();
  const [busy, setBusy] = useState(false);
  useBreadcrumb(category ? [
    { label: category.label, to: paths.organization.devices(category.code).list() },
    { label: 'アップロード', to: paths.organization.devices(category.code).upload() },
    { label: '確認' },
  ] : []);

  const result = session.result;
  const rowNotes = useMemo(() => {
    const notes = new Map<number, { kind: 'error' | 'duplicate' | 'exists'; text: string }[]>();
    const add = (row: number, kind: 'error' | 'duplicate' | 'exists', text: string) => notes.set(row, [...(notes.get(row) ?? []), { kind, text }]);
    result?.errors.forEach((e) => e.messages.forEach((m) => add(e.row, 'error', m)));
    result?.duplicates.forEach((d) => add(d.row, 'duplicate', `証明書番号がファイル内の${d.first_row}行目と重複しています`));
    result?.exists.forEach((e) => add(e.row, 'exists', `証明書番号「${e.certificate_number}」は既に登録されています`));
    return notes;
  }, [result]);

  if (!category) return <NotFoundPage />;
  if (!result || !session.fields || session.category !== category.code) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="lg">{category.label} アップロード確認</Heading>
        <Text>確認するファイルがありません。アップロード画面からやり直してください。</Text>
        <Button asChild alignSelf="flex-start" colorPalette="blue"><RouterLink to={paths.organization.devices(category.code).upload()}>アップロード画面へ</RouterLink></Button>
      </Stack>
    );
  }
  const skip = new Set(session.noList);
  const toggle = (row: number, checked: boolean) =>
    uploadSession.set((s) => ({ ...s, noList: checked ? [...s.noList, row].sort((a, b) => a - b) : s.noList.filter((r) => r !== row) }));
  const remaining = result.csv.length - skip.size;
  const headerCells = result.headers;

  const commit = async () => {
    errorList.clear();
    setBusy(true);
    try {
      const done = await commitUpload(category.code, session.fields!, session.noList);
      resetUploadSession();
      await navigate(paths.organization.devices(category.code).list(), { state: { flash: `${done.created}件を登録しました` } });
    } catch (error) {
      const data = error instanceof RestError ? (error.response.data as { errors?: Record<string, string[]> } | undefined) : undefined;
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
      <Heading as="h1" size="lg">{category.label} アップロード確認</Heading>
      <ErrorList />
      <Text>
        ファイル: {result.file_name} ／ 全{result.csv.length}行（エラー {new Set(result.errors.map((e) => e.row)).size}行・ファイル内重複 {result.duplicates.length}行・登録済 {result.exists.length}行）
      </Text>
      <Text fontSize="sm">登録しない行の「スキップ」にチェックを入れてください。エラー・重複・登録済の行はスキップしないと登録できません。</Text>
      <HStack>
        <Button colorPalette="blue" loading={busy} disabled={remaining <= 0} onClick={commit}>{remaining}件を登録する</Button>
        <Button asChild variant="outline"><RouterLink to={paths.organization.devices(category.code).upload()}>戻る</RouterLink></Button>
      </HStack>
      <Table.ScrollArea borderWidth="1px" maxH="70vh">
        <Table.Root size="sm" stickyHeader aria-label="アップロード内容">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>スキップ</Table.ColumnHeader>
              <Table.ColumnHeader>行</Table.ColumnHeader>
              <Table.ColumnHeader>確認結果</Table.ColumnHeader>
              {headerCells.map((h) => <Table.ColumnHeader key={h} whiteSpace="nowrap">{h}</Table.ColumnHeader>)}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.csv.map((row) => {
              const notes = rowNotes.get(row.row) ?? [];
              return (
                <Table.Row key={row.row} bg={notes.length > 0 ? 'red.50' : undefined} data-row={row.row}>
                  <Table.Cell>
                    <Checkbox.Root checked={skip.has(row.row)} onCheckedChange={(d) => toggle(row.row, d.checked === true)} aria-label={`${row.row}行目をスキップ`}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>{row.row}</Table.Cell>
                  <Table.Cell minW="16rem">
                    {notes.length === 0 ? <Badge colorPalette="green">OK</Badge> : (
                      <Stack gap="1">
                        {notes.map((n, i) => (
                          <Box key={i}>
                            <Badge colorPalette={n.kind === 'error' ? 'red' : 'orange'} me="1">{n.kind === 'error' ? 'エラー' : n.kind === 'duplicate' ? '重複' : '登録済'}</Badge>
                            <Text as="span" fontSize="xs">{n.text}</Text>
                          </Box>
                        ))}
                      </Stack>
                    )}
                  </Table.Cell>
                  {row.cells.map((cell, i) => <Table.Cell key={i} whiteSpace="nowrap">{cell}</Table.Cell>)}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

import { Button, Field, Heading, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { ChoiceGroupLabel } from '@/components/form/choice-group';
import { Select } from '@/components/ui/select';
import { skipToken, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { mixed, object, string } from 'yup';
import { DEVICE_FORM_MESSAGES, fileSizeLabel, isZipFileName, zipTooLargeMessage } from '@rules/device-forms';
import { ErrorList } from '@/components/ui/error-list';
import { errorList, useReportedError } from '@/components/ui/error-list-store';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import { UploadFormOptionsDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { clientValidationError } from '@/lib/to-error-messages';
import { NotFoundPage } from '@/components/not-found-page';
import { checkUpload } from '@/features/devices/api';
import { UploadCanceled } from '@/features/devices/upload-request';
import { useUploadProgress } from '@/features/devices/hooks/use-upload-progress';
import { UploadProgressPanel } from '@/features/devices/components/upload-progress-panel';
import { DownloadButton, isForbidden, useCategoryParam } from '@/features/devices/common';
import { uploadSession } from '@/features/devices/upload-store';
import { ZipFilePicker } from '@/features/devices/components/zip-file-picker';
import { Page } from '@/components/layout/page';

/** The form's rules; the size limit (the server's UPLOAD_MAX_BYTES) once the page knows it. */
const uploadSchema = (maxZipBytes: number | undefined) =>
  object({
    file: mixed<File>()
      .required(DEVICE_FORM_MESSAGES.zipFile)
      .test('zip', DEVICE_FORM_MESSAGES.zipFile, (file) => !file || isZipFileName(file.name))
      .test(
        'size',
        zipTooLargeMessage(maxZipBytes ?? 0),
        (file) => !file || maxZipBytes === undefined || file.size <= maxZipBytes,
      ),
    passwordType: string().oneOf(['organization', 'shared']).required(DEVICE_FORM_MESSAGES.passwordType),
    sharedPasswordId: string().when('passwordType', {
      is: 'shared',
      then: (s) => s.required(DEVICE_FORM_MESSAGES.sharedPassword),
    }),
  });

/** What the user chose before going on to the confirm step, when they come back to this category's upload. */
function previousChoice(category: string | undefined) {
  const { category: previous, fields } = uploadSession.get();
  if (!fields || previous !== category) return null;
  return fields;
}

export function DeviceUploadPage() {
  const category = useCategoryParam();
  const navigate = useAppNavigate();
  const { data: options, error } = useQuery(
    UploadFormOptionsDocument,
    category ? { variables: { category: category.code } } : skipToken,
  );
  const limits = options?.uploadLimits;
  useBreadcrumb(
    category
      ? [{ label: category.label, to: paths.organization.devices(category.code).list() }, { label: 'アップロード' }]
      : [],
  );
  useEffect(() => errorList.clear(), [category?.code]);
  useReportedError(error);
  const upload = useUploadProgress();
  const [canceled, setCanceled] = useState(false);

  const formik = useFormik<{ file: File | null; passwordType: 'organization' | 'shared'; sharedPasswordId: string }>({
    initialValues: previousChoice(category?.code) ?? { file: null, passwordType: 'organization', sharedPasswordId: '' },
    validationSchema: useMemo(() => uploadSchema(limits?.maxZipBytes), [limits?.maxZipBytes]),
    validateOnChange: false,
    onSubmit: async (values) => {
      errorList.clear();
      const fields = {
        file: values.file!,
        passwordType: values.passwordType,
        sharedPasswordId: values.sharedPasswordId,
      };
      setCanceled(false);
      const request = upload.start();
      try {
        const result = await checkUpload(category!.code, fields, request);
        const problems = new Set([
          ...result.errors.map((e) => e.row),
          ...result.duplicates.map((d) => d.row),
          ...result.exists.map((e) => e.row),
        ]);
        uploadSession.set({ category: category!.code, fields, result, noList: [...problems].sort((a, b) => a - b) });
        await navigate(paths.organization.devices(category!.code).uploadConfirm());
      } catch (error) {
        if (error instanceof UploadCanceled) setCanceled(true);
        else errorList.update(error);
      } finally {
        upload.finish();
      }
    },
  });

  if (!category) return <NotFoundPage />;
  const title = `${category.label} アップロード`;
  // The reason before a file is chosen and sent, for a category the server refuses.
  if (isForbidden(error)) return <Page title={title} />;
  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <ErrorList />
      <Text fontSize="sm">
        CSVファイルまたはExcelファイル（.xlsx、1行1機器）と、各行の「証明書ファイル名」のPDFをまとめ、パスワード付きZIPにしてアップロードしてください。
        確認画面で内容を確認してから登録します。
      </Text>
      <HStack gap="3" wrap="wrap">
        <DownloadButton
          url={`/api/${category.code}/download/template`}
          fallbackName="template.csv"
          failure="CSVの出力に失敗しました"
        >
          CSVテンプレート
        </DownloadButton>
        <DownloadButton
          url={`/api/${category.code}/download/template.xlsx`}
          fallbackName="template.xlsx"
          failure="Excelテンプレートのダウンロードに失敗しました"
        >
          Excelテンプレート
        </DownloadButton>
        <DownloadButton
          url={`/api/${category.code}/download/sample`}
          fallbackName="sample.zip"
          failure="サンプルのダウンロードに失敗しました"
        >
          サンプルZIP（事業者のZIPパスワード）
        </DownloadButton>
      </HStack>
      <form
        noValidate
        aria-label="アップロードフォーム"
        onSubmit={async (event) => {
          event.preventDefault();
          const errors = await formik.validateForm();
          if (Object.keys(errors).length > 0) {
            errorList.clear();
            errorList.update(
              clientValidationError(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [String(v)]]))),
            );
            return;
          }
          formik.handleSubmit();
        }}
      >
        <Stack gap="4" maxW="xl">
          <Field.Root required invalid={Boolean(formik.errors.file)}>
            <Field.Label>
              ZIPファイル
              <Field.RequiredIndicator />
            </Field.Label>
            <ZipFilePicker
              file={formik.values.file}
              // Checked at once (a zip over the limit is refused before minutes of sending it).
              onChange={async (file) => {
                await formik.setFieldValue('file', file, false);
                await formik.validateField('file');
              }}
              hint={
                limits
                  ? `${fileSizeLabel(limits.maxZipBytes)}まで、CSVは${limits.maxRows.toLocaleString('ja-JP')}行まで。`
                  : ''
              }
            />
            <Field.ErrorText>{formik.errors.file}</Field.ErrorText>
          </Field.Root>
          <RadioGroup.Root
            value={formik.values.passwordType}
            onValueChange={(d) => void formik.setFieldValue('passwordType', d.value)}
          >
            <ChoiceGroupLabel>ZIPパスワード</ChoiceGroupLabel>
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
          {formik.values.passwordType === 'shared' ? (
            <Field.Root required invalid={Boolean(formik.errors.sharedPasswordId)}>
              <Field.Label>
                共用パスワード
                <Field.RequiredIndicator />
              </Field.Label>
              <Select aria-label="共用パスワード" {...formik.getFieldProps('sharedPasswordId')}>
                <option value="">選択してください</option>
                {(options?.uploadSharedPasswords ?? []).map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.name}
                  </option>
                ))}
              </Select>
              <Field.ErrorText>{formik.errors.sharedPasswordId}</Field.ErrorText>
            </Field.Root>
          ) : null}
          <HStack>
            <Button asChild variant="outline">
              <RouterLink to={paths.organization.devices(category.code).list()}>戻る</RouterLink>
            </Button>
            <Button type="submit" colorPalette="blue" loading={formik.isSubmitting} loadingText="確認中">
              確認
            </Button>
          </HStack>
          {upload.view ? <UploadProgressPanel view={upload.view} onCancel={upload.cancel} /> : null}
          <Text role="status" fontSize="sm">
            {canceled ? 'アップロードをキャンセルしました' : ''}
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}

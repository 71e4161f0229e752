import { Button, Field, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { mixed, object, string } from 'yup';
import { DEVICE_FORM_MESSAGES, fileSizeLabel, isZipFileName, zipTooLargeMessage } from '@rules/device-forms';
import { ChoiceGroupLabel } from '@/components/form/choice-group';
import { errorList } from '@/components/ui/error-list-store';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import type { DeviceCategory } from '@/config/device-categories';
import type { UploadFormOptionsQuery } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { clientValidationError } from '@/lib/to-error-messages';
import { checkUpload } from '../api';
import { UploadProgressPanel } from '../components/upload-progress-panel';
import { ZipFilePicker } from '../components/zip-file-picker';
import { useUploadProgress } from '../hooks/use-upload-progress';
import { UploadCanceled } from '../upload-request';
import { uploadSession } from '../upload-store';

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

export interface DeviceUploadFormProps {
  category: { code: DeviceCategory };
  /** The size limits and shared passwords, once loaded. */
  options: UploadFormOptionsQuery | undefined;
}

/** The zip and its password; 確認 sends it to the server's check, then the confirm step shows the result. */
export function DeviceUploadForm({ category, options }: DeviceUploadFormProps) {
  const upload = useUploadProgress();
  const [canceled, setCanceled] = useState(false);

  const navigate = useAppNavigate();
  const limits = options?.uploadLimits;
  const formik = useFormik<{ file: File | null; passwordType: 'organization' | 'shared'; sharedPasswordId: string }>({
    initialValues: previousChoice(category.code) ?? { file: null, passwordType: 'organization', sharedPasswordId: '' },
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
        const result = await checkUpload(category.code, fields, request);
        const problems = new Set([
          ...result.errors.map((e) => e.row),
          ...result.duplicates.map((d) => d.row),
          ...result.exists.map((e) => e.row),
        ]);
        uploadSession.set({ category: category.code, fields, result, noList: [...problems].sort((a, b) => a - b) });
        await navigate(paths.organization.devices(category.code).uploadConfirm());
      } catch (error) {
        if (error instanceof UploadCanceled) setCanceled(true);
        else errorList.update(error);
      } finally {
        upload.finish();
      }
    },
  });

  return (
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
  );
}

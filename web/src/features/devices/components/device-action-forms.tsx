import { Button, Checkbox, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { DateInput } from '@/components/ui/date-input';
import { type FormikContextType, useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { array, boolean, object, string } from 'yup';
import type { DeviceCancelInput, DeviceDatesInput } from '@/generated/graphql';
import { CANCEL_REASON_MESSAGES, CANCEL_REASONS } from '@rules/device-cancel';
import { DEVICE_FORM_MESSAGES as M, DEVICE_NOTE_MAX, invalidDateMessage } from '@rules/device-forms';
import { ChoiceFieldset } from '@/components/form/choice-group';
import { FormikForm } from '@/components/form/formik-form';
import { REINITIALIZED_FORM } from '@/components/form/reinitialized-form';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const cancelSchema = object({
  canceledAt: string().required(M.canceledAtRequired).matches(DATE, invalidDateMessage('取消日')),
  reason: array(string().required()).min(1, CANCEL_REASON_MESSAGES.required),
  note: string().max(DEVICE_NOTE_MAX, M.noteLength),
});

const datesSchema = object({
  releaseDate: string().required(M.releaseDateRequired).matches(DATE, invalidDateMessage('発売予定年月日')),
  publishFlag: boolean(),
  publishDate: string().when('publishFlag', {
    is: true,
    then: (s) => s.required(M.publishDateRequired).matches(DATE, invalidDateMessage('公開日')),
  }),
});

/** A required date with its label; its error shows once the form has been submitted. */
function RequiredDateField<Values>({
  form,
  name,
  label,
}: {
  form: FormikContextType<Values>;
  name: keyof Values & string;
  label: string;
}) {
  const error = form.errors[name];
  return (
    <Field.Root required invalid={Boolean(form.submitCount && error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <DateInput {...form.getFieldProps(name)} />
      <Field.ErrorText>{typeof error === 'string' ? error : null}</Field.ErrorText>
    </Field.Root>
  );
}

export interface CancelValues {
  canceledAt: string;
  reason: string[];
  note: string;
}

const NO_CANCEL: CancelValues = { canceledAt: '', reason: [], note: '' };

interface CancelHistoryEntry {
  toStatus: string;
  canceledAt?: string | null;
  reasons: string[];
  note: string;
}

/**
 * The organization's pending cancel application (the last history entry, while the device is
 * 取消申請中), for the administrator's cancel form to start from instead of an empty form.
 */
export function appliedCancel(status: string, last: CancelHistoryEntry | undefined): CancelValues | undefined {
  if (status !== 'cancel_requested' || last?.toStatus !== 'cancel_requested') return undefined;
  const known: readonly string[] = CANCEL_REASONS;
  return { canceledAt: last.canceledAt ?? '', reason: last.reasons.filter((r) => known.includes(r)), note: last.note };
}

/**
 * 取消日, reasons and a note: the organization's cancel application and the administrator's cancel,
 * which starts from what the organization applied for (`initial`).
 */
export function CancelForm({
  title,
  backTo,
  initial = NO_CANCEL,
  onSubmit,
}: {
  title: string;
  backTo: string;
  initial?: CancelValues;
  onSubmit: (input: DeviceCancelInput) => Promise<void>;
}) {
  const form = useFormik({
    initialValues: initial,
    validationSchema: cancelSchema,
    onSubmit: (values) => onSubmit({ canceledAt: values.canceledAt, reason: values.reason, note: values.note.trim() }),
  });
  const reasonError = form.submitCount && typeof form.errors.reason === 'string' ? form.errors.reason : null;
  return (
    <FormikForm formik={form} label={`${title}フォーム`}>
      <Stack gap="4" maxW="xl">
        <RequiredDateField form={form} name="canceledAt" label="取消日" />
        <ChoiceFieldset legend="取消理由" required error={reasonError}>
          {CANCEL_REASONS.map((reason) => (
            <Checkbox.Root
              key={reason}
              invalid={Boolean(reasonError)}
              checked={form.values.reason.includes(reason)}
              onCheckedChange={(d) =>
                void form.setFieldValue(
                  'reason',
                  d.checked === true ? [...form.values.reason, reason] : form.values.reason.filter((r) => r !== reason),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{reason}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </ChoiceFieldset>
        <Field.Root invalid={Boolean(form.errors.note)}>
          <Field.Label>備考</Field.Label>
          <Textarea {...form.getFieldProps('note')} />
          <Field.ErrorText>{form.errors.note}</Field.ErrorText>
        </Field.Root>
        <HStack>
          <Button asChild variant="outline">
            <RouterLink to={backTo}>戻る</RouterLink>
          </Button>
          <Button type="submit" colorPalette="orange" loading={form.isSubmitting}>
            {title}する
          </Button>
        </HStack>
      </Stack>
    </FormikForm>
  );
}

/** 発売予定年月日 and, when its flag is on, 公開日 (SPEC §5: otherwise null is sent). */
export function DatesForm({
  device,
  backTo,
  onSubmit,
}: {
  device: { releaseDate: string; publishDate?: string | null };
  backTo: string;
  onSubmit: (input: DeviceDatesInput) => Promise<void>;
}) {
  const form = useFormik({
    ...REINITIALIZED_FORM,
    initialValues: {
      releaseDate: device.releaseDate,
      publishFlag: Boolean(device.publishDate),
      publishDate: device.publishDate ?? '',
    },
    validationSchema: datesSchema,
    onSubmit: (values) =>
      onSubmit({
        releaseDate: values.releaseDate,
        publishFlag: values.publishFlag,
        publishDate: values.publishFlag ? values.publishDate : null,
      }),
  });
  return (
    <FormikForm formik={form} label="日付変更フォーム">
      <Stack gap="4" maxW="md">
        <RequiredDateField form={form} name="releaseDate" label="発売予定年月日" />
        <Checkbox.Root
          checked={form.values.publishFlag}
          onCheckedChange={(d) => void form.setFieldValue('publishFlag', d.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>公開日を指定する</Checkbox.Label>
        </Checkbox.Root>
        {form.values.publishFlag ? <RequiredDateField form={form} name="publishDate" label="公開日" /> : null}
        <HStack>
          <Button asChild variant="outline">
            <RouterLink to={backTo}>戻る</RouterLink>
          </Button>
          <Button type="submit" colorPalette="blue" loading={form.isSubmitting}>
            変更する
          </Button>
        </HStack>
      </Stack>
    </FormikForm>
  );
}

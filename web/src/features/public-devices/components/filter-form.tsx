import { Button, chakra, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { DateInput } from '@/components/ui/date-input';
import { useFormik, type FormikErrors } from 'formik';
import type { ChangeEvent } from 'react';
import {
  DATE_INPUT_FORM,
  dateInputValue,
  FILTER_PARAMS,
  INCLUDE_EXPIRED_VALUE,
  type PublicFilters,
} from '../lib/filters';
import { FormikForm } from '@/components/form/formik-form';
import { REINITIALIZED_FORM } from '@/components/form/reinitialized-form';

const DATE_FIELDS = { releaseDateFrom: '発売予定年月日', publishDateFrom: '公開日' } as const;

/**
 * A typed date must be YYYY-MM-DD. A plain formik `validate` rather than a yup schema: yup would
 * add 11 KiB (brotli) to every visitor's first public list for two patterns.
 */
function validate(values: PublicFilters): FormikErrors<PublicFilters> {
  const errors: FormikErrors<PublicFilters> = {};
  for (const [field, label] of Object.entries(DATE_FIELDS) as [keyof typeof DATE_FIELDS, string][]) {
    const value = values[field].trim();
    if (value && !DATE_INPUT_FORM.test(value)) errors[field] = `${label}は日付(YYYY-MM-DD)で入力してください`;
  }
  return errors;
}

type TextFilter = 'number' | 'systemType' | 'brandName' | 'releaseDateFrom' | 'publishDateFrom';

export interface FilterFormProps {
  /** The list's path: before the scripts run, the form is a native GET to it. */
  action: string;
  initial: PublicFilters;
  brandNames: readonly { id: number; name: string }[];
  /** The solar categories' lists also filter by システム型式. */
  withSystemType?: boolean;
  onSearch: (filters: PublicFilters) => void;
}

/**
 * 品番・証明書番号 (and システム型式), brand name, release date from, publish date from, include
 * canceled. Values are trimmed on submit (SPEC §5). A native GET form to the list whose fields are
 * named after the list's query parameters (FILTER_PARAMS): before the scripts run, a submit opens
 * the filtered list's address (empty fields come along as empty parameters, read as no filter);
 * once they run, formik validates and the app follows it without a page load.
 */
export function FilterForm({ action, initial, brandNames, withSystemType = false, onSearch }: FilterFormProps) {
  const formik = useFormik<PublicFilters>({
    // A bad date from the URL shows as an empty date input: keep the form's value empty too, so the
    // next search drops it instead of sending it again unseen (the list shows the server's error).
    initialValues: {
      ...initial,
      releaseDateFrom: dateInputValue(initial.releaseDateFrom),
      publishDateFrom: dateInputValue(initial.publishDateFrom),
    },
    ...REINITIALIZED_FORM,
    validate,
    onSubmit: (values) =>
      onSearch({
        ...values,
        number: values.number.trim(),
        systemType: values.systemType.trim(),
        brandName: values.brandName.trim(),
        releaseDateFrom: values.releaseDateFrom.trim(),
        publishDateFrom: values.publishDateFrom.trim(),
        page: 1,
      }),
  });
  // Named after the query parameter, so formik's name-driven handlers would not find the field.
  const field = (key: TextFilter) => ({
    name: FILTER_PARAMS[key],
    value: formik.values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      void formik.setFieldValue(key, event.target.value),
    onBlur: () => void formik.setFieldTouched(key),
  });
  const releaseError = formik.touched.releaseDateFrom ? formik.errors.releaseDateFrom : undefined;
  const publishError = formik.touched.publishDateFrom ? formik.errors.publishDateFrom : undefined;

  return (
    <FormikForm formik={formik} label="絞り込み" role="search" getAction={action}>
      <Stack gap="3" p="4" borderWidth="1px" borderRadius="md" bg="gray.50">
        <HStack gap="4" alignItems="flex-start" flexWrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>品番・証明書番号</Field.Label>
            <Input size="sm" bg="white" {...field('number')} />
          </Field.Root>
          {withSystemType ? (
            <Field.Root maxW="xs">
              <Field.Label>システム型式</Field.Label>
              <Input size="sm" bg="white" {...field('systemType')} />
            </Field.Root>
          ) : null}
          <Field.Root maxW="xs">
            <Field.Label>ブランド名</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...field('brandName')} bg="white">
                <option value="">すべて</option>
                {brandNames.map((b) => (
                  <option key={b.id} value={b.name}>
                    {b.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW="48" invalid={Boolean(releaseError)}>
            <Field.Label>発売予定年月日（から）</Field.Label>
            <DateInput size="sm" bg="white" {...field('releaseDateFrom')} />
            {releaseError && <Field.ErrorText>{releaseError}</Field.ErrorText>}
          </Field.Root>
          <Field.Root maxW="48" invalid={Boolean(publishError)}>
            <Field.Label>公開日（から）</Field.Label>
            <DateInput size="sm" bg="white" {...field('publishDateFrom')} />
            {publishError && <Field.ErrorText>{publishError}</Field.ErrorText>}
          </Field.Root>
        </HStack>
        <HStack justify="space-between" flexWrap="wrap">
          <chakra.label display="inline-flex" alignItems="center" gap="2" minH="6" fontSize="sm" cursor="pointer">
            <chakra.input
              type="checkbox"
              name={FILTER_PARAMS.includeExpired}
              value={INCLUDE_EXPIRED_VALUE}
              checked={formik.values.includeExpired}
              onChange={(event) => void formik.setFieldValue('includeExpired', event.target.checked)}
              boxSize="4"
              accentColor="blue.solid"
              cursor="pointer"
            />
            取消済みの機器を含む
          </chakra.label>
          <Button type="submit" size="sm" colorPalette="blue">
            検索
          </Button>
        </HStack>
      </Stack>
    </FormikForm>
  );
}

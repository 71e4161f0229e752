import { Button, Checkbox, Field, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormik, type FormikErrors } from 'formik';
import { ChoiceGroupLabel } from '@/components/form/choice-group';
import { FormikForm } from '@/components/form/formik-form';
import { useReturnedFieldErrors } from '@/components/form/returned-field-errors';
import { errorList } from '@/components/ui/error-list-store';
import { clientValidationError } from '@/lib/to-error-messages';
import type { Edition } from '@/generated/graphql';
import { CategoryPicker } from '../components/category-picker';
import { EDITION_NAMES } from '@rules/editions';
import { type LinkFormValues, linkSchema } from './link-schema';

export interface LinkFormProps {
  initialValues: LinkFormValues;
  submitLabel?: string;
  onSubmit: (values: LinkFormValues) => void;
  onCancel?: () => void;
}

function asFieldErrors(errors: FormikErrors<LinkFormValues>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, m]) => typeof m === 'string')
      .map(([k, m]) => [k, [m as string]]),
  );
}

/**
 * The organization's link entry: edition, category from that edition's tree, url, evaluator flag and
 * (evaluator links only) memo. SPEC §5 client checks are shown once, like a 422, in the error list; the
 * fields are marked invalid and keep their message for assistive technology only.
 */
export function LinkForm({ initialValues, submitLabel = '確認画面へ', onSubmit, onCancel }: LinkFormProps) {
  const returned = useReturnedFieldErrors<LinkFormValues>();
  const formik = useFormik<LinkFormValues>({
    ...returned,
    initialValues,
    validationSchema: linkSchema,
    validateOnBlur: false,
    onSubmit: (values) => onSubmit(values),
  });

  const submit = async (event?: React.FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    errorList.clear();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched({ categoryCode: true, url: true, memo: true }, false);
      errorList.update(clientValidationError(asFieldErrors(errors)));
      return;
    }
    await formik.submitForm();
  };

  const { values, setValues } = formik;
  // Errors show once the user tried to submit, then follow the edits.
  const errors = formik.submitCount > 0 || Object.keys(formik.touched).length > 0 ? formik.errors : {};

  return (
    <FormikForm formik={{ ...formik, handleSubmit: (event) => void submit(event) }} label="リンク入力フォーム">
      <Stack gap="5" maxW="4xl">
        <RadioGroup.Root
          value={values.type}
          onValueChange={(details) =>
            void setValues({
              ...values,
              type: details.value as Edition,
              level1: '',
              level2: '',
              level3: '',
              categoryCode: '',
            })
          }
        >
          <ChoiceGroupLabel>種別</ChoiceGroupLabel>
          <HStack gap="6">
            {(['house', 'building'] as const).map((edition) => (
              <RadioGroup.Item key={edition} value={edition}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{EDITION_NAMES[edition]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>

        <CategoryPicker
          edition={values.type}
          value={values}
          error={errors.categoryCode}
          onChange={(choice) => void setValues({ ...values, ...choice })}
        />

        <Field.Root invalid={Boolean(errors.url)} required>
          <Field.Label>
            URL
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="url" placeholder="https://" {...formik.getFieldProps('url')} />
          <Field.HelperText>http:// または https:// で始まるURL（2048文字以内）</Field.HelperText>
          {errors.url ? <Field.ErrorText srOnly>{errors.url}</Field.ErrorText> : null}
        </Field.Root>

        <Checkbox.Root
          checked={values.forEvaluator}
          onCheckedChange={(details) => void formik.setFieldValue('forEvaluator', details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>評価者用リンク（評価機関のみに公開）</Checkbox.Label>
        </Checkbox.Root>

        {values.forEvaluator ? (
          <Field.Root invalid={Boolean(errors.memo)}>
            <Field.Label>メモ（評価者用）</Field.Label>
            <Textarea rows={4} {...formik.getFieldProps('memo')} />
            {errors.memo ? <Field.ErrorText srOnly>{errors.memo}</Field.ErrorText> : null}
          </Field.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            メモは評価者用リンクの場合のみ入力できます。
          </Text>
        )}

        <HStack gap="3">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              戻る
            </Button>
          ) : null}
          <Button type="submit" colorPalette="blue">
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </FormikForm>
  );
}

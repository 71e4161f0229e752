import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';

export interface FormikFieldProps<Values> {
  formik: FormikProps<Values>;
  name: keyof Values & string;
  label: string;
  required?: boolean;
  type?: 'text' | 'password' | 'datetime-local';
  multiline?: boolean;
  /** Options of a select, as <option> elements. */
  options?: ReactNode;
  helperText?: string;
  autoComplete?: string;
  maxW?: string;
}

/** One labelled form control bound to formik; the yup message shows once the field was touched. */
export function FormikField<Values>({
  formik,
  name,
  label,
  required = false,
  type = 'text',
  multiline = false,
  options,
  helperText,
  autoComplete,
  maxW = 'xl',
}: FormikFieldProps<Values>) {
  const touched = Boolean((formik.touched as Record<string, unknown>)[name]);
  const error = touched ? ((formik.errors as Record<string, unknown>)[name] as string | undefined) : undefined;
  const props = formik.getFieldProps<string>(name);
  let control: ReactNode;
  if (options) {
    control = (
      <NativeSelect.Root maxW={maxW}>
        <NativeSelect.Field {...props} value={props.value ?? ''}>
          {options}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  } else if (multiline) {
    control = <Textarea {...props} value={props.value ?? ''} rows={8} maxW={maxW} />;
  } else {
    control = (
      <Input
        {...props}
        value={props.value ?? ''}
        type={type}
        maxW={maxW}
        autoComplete={autoComplete ?? (type === 'password' ? 'new-password' : 'off')}
      />
    );
  }
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {control}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

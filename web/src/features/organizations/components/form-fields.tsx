import { Checkbox, Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import type { FocusEvent, ReactNode } from 'react';
import { halfWidthNumber } from '@rules/contact-fields';

type Values = object;

/** Nested value/error/touched of a dotted formik path ("organization.name"). */
function at(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      source,
    );
}

export function fieldError<V extends Values>(formik: FormikProps<V>, name: string): string | undefined {
  const touched = at(formik.touched, name) || formik.submitCount > 0;
  const error = at(formik.errors, name);
  return touched && typeof error === 'string' ? error : undefined;
}

interface TextFieldProps<V extends Values> {
  formik: FormikProps<V>;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  required?: boolean;
  autoComplete?: string;
  /** The on-screen keyboard a phone shows (e.g. digits for a postcode). */
  inputMode?: 'numeric';
  helper?: ReactNode;
  multiline?: boolean;
  /** Rewrites the value when the field is left (the server's own normalisation, e.g. half-width digits). */
  normalize?: (value: string) => string;
}

export function TextField<V extends Values>({
  formik,
  name,
  label,
  type = 'text',
  required,
  autoComplete,
  inputMode,
  helper,
  multiline,
  normalize,
}: TextFieldProps<V>) {
  const error = fieldError(formik, name);
  const props = formik.getFieldProps(name);
  const value = (props.value as string | undefined) ?? '';
  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const normalized = normalize ? normalize(value) : value;
    if (normalized !== value) void formik.setFieldValue(name, normalized);
    props.onBlur(event);
  };
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {multiline ? (
        <Textarea {...props} value={value} onBlur={onBlur} rows={4} />
      ) : (
        <Input type={type} autoComplete={autoComplete} inputMode={inputMode} {...props} value={value} onBlur={onBlur} />
      )}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A required phone number: the phone keypad, the browser's autofill (WCAG 1.3.5), and the
 * half-width digits and hyphens the server stores, shown when the field is left.
 */
export function TelField<V extends Values>({
  formik,
  name,
  helper,
}: {
  formik: FormikProps<V>;
  name: string;
  helper?: ReactNode;
}) {
  return (
    <TextField
      formik={formik}
      name={name}
      label="電話番号"
      type="tel"
      required
      autoComplete="tel"
      helper={helper}
      normalize={halfWidthNumber}
    />
  );
}

interface SelectFieldProps<V extends Values> {
  formik: FormikProps<V>;
  name: string;
  label: string;
  options: Record<string, string>;
  required?: boolean;
  placeholder?: string;
}

export function SelectField<V extends Values>({
  formik,
  name,
  label,
  options,
  required,
  placeholder,
}: SelectFieldProps<V>) {
  const error = fieldError(formik, name);
  const props = formik.getFieldProps(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...props} value={(props.value as string | undefined) ?? ''}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function FieldStack({ children }: { children: ReactNode }) {
  return (
    <Stack gap="4" maxW="2xl">
      {children}
    </Stack>
  );
}

import { Checkbox, Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import type { FocusEvent, ReactNode } from 'react';
import { halfWidthNumber } from '@rules/contact-fields';

/**
 * The one field kit of the app's formik forms. Each field finds its form through formik's context
 * (`FormikForm` provides it) and its value, message and touched state through `useField`, so a
 * form lists its fields by (dotted) name only. A message shows once the field was left or the
 * form was sent.
 */
function useFieldState(name: string) {
  const [field, meta] = useField<string | undefined>(name);
  const { submitCount, setFieldValue } = useFormikContext<unknown>();
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return {
    field: { ...field, value: field.value ?? '' },
    error,
    setValue: (value: string) => setFieldValue(name, value),
  };
}

interface FieldFrameProps {
  label: string;
  required?: boolean;
  helper?: ReactNode;
  error: string | undefined;
  children: ReactNode;
}

function FieldFrame({ label, required, helper, error, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'datetime-local';
  required?: boolean;
  autoComplete?: string;
  /** The on-screen keyboard a phone shows (e.g. digits for a postcode). */
  inputMode?: 'numeric';
  helper?: ReactNode;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  maxW?: string;
  /** Rewrites the value when the field is left (the server's own normalisation, e.g. half-width digits). */
  normalize?: (value: string) => string;
}

export function TextField({
  name,
  label,
  type = 'text',
  required,
  autoComplete,
  inputMode,
  helper,
  rows,
  maxW,
  normalize,
}: TextFieldProps) {
  const { field, error, setValue } = useFieldState(name);
  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const normalized = normalize ? normalize(field.value) : field.value;
    if (normalized !== field.value) void setValue(normalized);
    field.onBlur(event);
  };
  return (
    <FieldFrame label={label} required={required} helper={helper} error={error}>
      {rows ? (
        <Textarea {...field} onBlur={onBlur} rows={rows} maxW={maxW} />
      ) : (
        <Input type={type} autoComplete={autoComplete} inputMode={inputMode} maxW={maxW} {...field} onBlur={onBlur} />
      )}
    </FieldFrame>
  );
}

/**
 * A required phone number: the phone keypad, the browser's autofill (WCAG 1.3.5), and the
 * half-width digits and hyphens the server stores, shown when the field is left.
 */
export function TelField({ name, helper }: { name: string; helper?: ReactNode }) {
  return (
    <TextField
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

/** A password input, required unless `required={false}`. */
export function PasswordField({ required = true, ...props }: Omit<TextFieldProps, 'type'>) {
  return <TextField type="password" required={required} {...props} />;
}

/**
 * 新しいパスワード (8文字以上) and 確認用パスワード (`confirmation`), which the browser's password
 * manager sees as a new password (autocomplete new-password).
 */
export function NewPasswordFields({
  name,
  confirmation,
  confirmationHelper,
}: {
  name: string;
  confirmation: string;
  confirmationHelper?: ReactNode;
}) {
  return (
    <>
      <PasswordField name={name} label="新しいパスワード" autoComplete="new-password" helper="8文字以上" />
      <PasswordField
        name={confirmation}
        label="確認用パスワード"
        autoComplete="new-password"
        helper={confirmationHelper}
      />
    </>
  );
}

/** A select's choices: value → text, or [value, text] pairs where their order matters (numeric ids). */
export type SelectOptions = Readonly<Record<string, string>> | readonly (readonly [string, string])[];

export interface SelectFieldProps {
  name: string;
  label: string;
  options: SelectOptions;
  required?: boolean;
  placeholder?: string;
  helper?: ReactNode;
  maxW?: string;
}

export function SelectField({ name, label, options, required, placeholder, helper, maxW }: SelectFieldProps) {
  const { field, error } = useFieldState(name);
  const entries = Array.isArray(options) ? options : Object.entries(options);
  return (
    <FieldFrame label={label} required={required} helper={helper} error={error}>
      <NativeSelect.Root maxW={maxW}>
        <NativeSelect.Field {...field}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {entries.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
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

import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/** A select's options from a table of labels by value. */
export function labelOptions(labels: Record<string, string>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

export interface SelectFieldProps {
  label: ReactNode;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  name?: string;
}

/** A labelled native select (Chakra v3): accessible by its label, keyboard friendly. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  placeholder,
  required,
  disabled,
  error,
  name,
}: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {/* The error list above the form shows the message; the field keeps it for assistive technology. */}
      {error ? <Field.ErrorText srOnly>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

import type { FormikErrors, FormikHelpers } from 'formik';
import { serverFieldMessages } from '@/lib/to-error-messages';

export type FormErrorsSetter<Values> = Pick<FormikHelpers<Values>, 'setErrors'>;

/**
 * Marks the fields a refused submit names (a taken number, a wrong current password) invalid
 * with the server's message, as the browser-side rules do: `FormikForm` then takes focus to the
 * first of them, whose label and message a screen reader reads together, and typing in it
 * clears the mark. The error list keeps the messages as well. `rename` maps the server's input
 * names to the form's where they differ.
 */
export function markServerFieldErrors<Values>(
  form: FormErrorsSetter<Values>,
  error: unknown,
  rename: Readonly<Record<string, keyof Values & string>> = {},
): void {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(serverFieldMessages(error))) {
    const name = rename[field] ?? field;
    errors[name] ??= message;
  }
  if (Object.keys(errors).length > 0) form.setErrors(errors as FormikErrors<Values>);
}

import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { serverFieldMessages } from '@/lib/to-error-messages';

export type FormErrorsSetter<Values> = Pick<FormikHelpers<Values>, 'setErrors'>;

/** Server input names to a form's field names, where they differ. */
export type FieldRenames<Values> = Readonly<Record<string, keyof Values & string>>;

/** The first message the server gave each field it refused, by the form's (dotted) field names. */
export function serverFieldErrors<Values>(error: unknown, rename: FieldRenames<Values> = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(serverFieldMessages(error))) errors[rename[field] ?? field] ??= message;
  return errors;
}

/** Formik's nested shape of dotted field names ("user.email" → { user: { email } }). */
export function nestedFieldValues<T>(byName: Readonly<Record<string, T>>): Record<string, unknown> {
  return Object.entries(byName).reduce<Record<string, unknown>>(
    (nested, [name, value]) => setIn(nested, name, value),
    {},
  );
}

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
  rename: FieldRenames<Values> = {},
): void {
  const errors = serverFieldErrors(error, rename);
  if (Object.keys(errors).length > 0) form.setErrors(nestedFieldValues(errors) as FormikErrors<Values>);
}

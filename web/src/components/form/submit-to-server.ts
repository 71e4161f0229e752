import type { FormikHelpers } from 'formik';
import { errorList } from '@/components/ui/error-list-store';
import { type FieldRenames, markServerFieldErrors } from './server-field-errors';

export interface SubmitToServerOptions<Values> {
  /** Server input names to the form's field names, where they differ. */
  rename?: FieldRenames<Values>;
  /** Marks the fields the server refused (default); off where the page answers a refusal in words only. */
  markFields?: boolean;
  /** What puts a failure into the error list (default: the list's own parser). */
  report?: (error: unknown) => void;
  /** Anything else a failure does (scroll to the list, remember a refused link). */
  onFailure?: (error: unknown) => void;
}

/**
 * The one submit path of a form that sends to the server. Formik has already run the yup rules
 * (their messages mark the fields and stop the submit); this clears the page's error list, runs
 * the save, and on a refusal fills the error list (SPEC §8) and marks the fields the 422's
 * `fieldErrors` name, as the browser-side rules do, so `FormikForm` focuses the first of them.
 */
export function submitToServer<Values>(
  save: (values: Values, form: FormikHelpers<Values>) => Promise<unknown>,
  { rename, markFields = true, report = errorList.update, onFailure }: SubmitToServerOptions<Values> = {},
): (values: Values, form: FormikHelpers<Values>) => Promise<void> {
  return async (values, form) => {
    errorList.clear();
    try {
      await save(values, form);
    } catch (error) {
      report(error);
      if (markFields) markServerFieldErrors(form, error, rename);
      onFailure?.(error);
    }
  };
}

import type { FormikErrors, FormikTouched } from 'formik';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorList, KEEP_ERRORS_STATE } from '@/components/ui/error-list-store';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { nestedFieldValues, serverFieldErrors } from './server-field-errors';

/**
 * A confirm step's failed save. Its messages go to the error list; when the server refused
 * fields (a mail address already taken, a wrong current password), the visitor cannot put them
 * right on a summary, so the entry step opens again with those fields marked and the first of
 * them focused, the error list kept above the form.
 */
export function useConfirmFailure(entryPath: string): (error: unknown) => void {
  const navigate = useAppNavigate();
  return (error) => {
    errorList.update(error);
    const fieldErrors = serverFieldErrors(error);
    if (Object.keys(fieldErrors).length > 0) void navigate(entryPath, { state: { ...KEEP_ERRORS_STATE, fieldErrors } });
  };
}

export interface ReturnedFieldErrors<Values> {
  initialErrors?: FormikErrors<Values>;
  initialTouched?: FormikTouched<Values>;
}

function fieldErrorsOf(state: unknown): Record<string, string> | null {
  if (typeof state !== 'object' || state === null) return null;
  const { fieldErrors } = state as { fieldErrors?: unknown };
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return null;
  const entries = Object.entries(fieldErrors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * For an entry step's formik: the fields its confirm step sent back (useConfirmFailure), marked
 * invalid with the server's message and touched so they show. Read once; the history entry then
 * drops them, so coming back to this step later does not mark fields the visitor has since changed.
 */
export function useReturnedFieldErrors<Values>(): ReturnedFieldErrors<Values> {
  const location = useLocation();
  const navigate = useAppNavigate();
  const [returned] = useState(() => fieldErrorsOf(location.state));
  useEffect(() => {
    if (returned) void navigate(`${location.pathname}${location.search}`, { replace: true, state: KEEP_ERRORS_STATE });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!returned) return {};
  return {
    initialErrors: nestedFieldValues(returned) as FormikErrors<Values>,
    initialTouched: nestedFieldValues(
      Object.fromEntries(Object.keys(returned).map((name) => [name, true])),
    ) as FormikTouched<Values>,
  };
}

import { chakra } from '@chakra-ui/react';
import { type FormikContextType, FormikProvider } from 'formik';
import { useHydrated } from '@/lib/hydrated';
import { untilSettled } from '@/lib/until-settled';
import { useEffect, useRef, type ReactNode } from 'react';

export interface FormikFormProps<Values> {
  /**
   * The form's formik (`useFormik`), handed to its fields through formik's context. Its
   * `initialErrors` (fields its confirm step sent back) take focus to the first as it opens.
   */
  formik: FormikContextType<Values>;
  /** The form's accessible name. */
  label: string;
  /** `search` for a list's filters: a landmark, and left out of a printed page. */
  role?: 'search';
  /**
   * A search's address: the form is then a native GET form to it, whose fields are named after its
   * query parameters, so it works before the scripts run; formik takes the submit once they do.
   */
  getAction?: string;
  children: ReactNode;
}

/** Focuses the form's first field marked invalid; false when there is none yet or it cannot take focus yet (disabled while its choices load). */
function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
  return field !== undefined && field !== null && document.activeElement === field;
}

/** How long a form's fields may take to show (a select whose choices are still loading). */
const FIELDS_WAIT_MS = 5000;

/**
 * A form bound to formik (the browser's own validation off). After a submit, focus goes to the
 * first field marked invalid: a screen reader then reads its label and message, which otherwise
 * appear without a word, and a phone scrolls to it (the button ends a long form, the first
 * message may be a screen or more above it). A form that opens with fields marked (sent back
 * by its confirm step) focuses the first of them at once. Nothing moves when no field is invalid.
 */
export function FormikForm<Values>({ formik, label, role, getAction, children }: FormikFormProps<Values>) {
  const form = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting } = formik;
  const hydrated = useHydrated();
  const opensInvalid = Object.keys(formik.initialErrors ?? {}).length > 0;
  useEffect(() => {
    if (opensInvalid && form.current)
      return untilSettled(() => focusFirstInvalid(form.current), FIELDS_WAIT_MS, form.current);
    // Once, as the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    focusFirstInvalid(form.current);
  }, [submitCount, isSubmitting]);
  return (
    <FormikProvider value={formik}>
      <form
        ref={form}
        noValidate
        aria-label={label}
        role={role}
        method={getAction === undefined ? 'post' : 'get'}
        action={getAction}
        onSubmit={formik.handleSubmit}
      >
        {getAction === undefined ? (
          // A form that only its script can send (a sign-in, a registration) waits for it: sent by the
          // browser before the page is the script's, its fields (a password) would go nowhere useful.
          <chakra.fieldset disabled={!hydrated} border="0" m="0" p="0" minW="0">
            {children}
          </chakra.fieldset>
        ) : (
          children
        )}
      </form>
    </FormikProvider>
  );
}

import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';

interface SubmitState {
  submitCount: number;
  isSubmitting: boolean;
  handleSubmit: FormEventHandler<HTMLFormElement>;
}

export interface FormikFormProps {
  formik: SubmitState;
  /** The form's accessible name. */
  label: string;
  /** `search` for a list's filters: a landmark, and left out of a printed page. */
  role?: 'search';
  children: ReactNode;
}

/**
 * A form bound to formik (the browser's own validation off). After a submit, focus goes to the
 * first field marked invalid: a screen reader then reads its label and message, which otherwise
 * appear without a word, and a phone scrolls to it (the button ends a long form, the first
 * message may be a screen or more above it). Nothing moves when no field is invalid.
 */
export function FormikForm({ formik, label, role, children }: FormikFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting } = formik;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);
  return (
    <form ref={form} noValidate aria-label={label} role={role} onSubmit={formik.handleSubmit}>
      {children}
    </form>
  );
}

import { useState } from 'react';
import { errorList } from '@/components/ui/error-list-store';

/**
 * Runs a form's final action: clears the error list, marks the button busy, and puts any failure
 * into the error list. Returns [submit, busy].
 */
export function useSubmit(action: () => Promise<void>): [() => Promise<void>, boolean] {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    errorList.clear();
    setBusy(true);
    try {
      await action();
    } catch (error) {
      errorList.update(error);
    } finally {
      setBusy(false);
    }
  };
  return [submit, busy];
}

import { useState } from 'react';
import { errorList } from '@/components/ui/error-list-store';

/**
 * Runs a form's final action: clears the error list, marks the button busy, and puts any failure
 * into the error list (or hands it to `onFailure`). Returns [submit, busy].
 */
export function useSubmit(
  action: () => Promise<void>,
  onFailure: (error: unknown) => void = errorList.update,
): [() => Promise<void>, boolean] {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    errorList.clear();
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return [submit, busy];
}

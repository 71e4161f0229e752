import { useCallback } from 'react';
import { errorList } from '@/components/ui/error-list-store';
import { flashState } from '@/components/ui/flash-message';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { type FormErrorsSetter, markServerFieldErrors } from '@/components/form/server-field-errors';

/**
 * Runs a save; on success goes back to the list and shows `message` there, on failure puts the
 * server's messages into the shared error list, marks the fields they name in `form`, and stays
 * on the form.
 */
export function useSaveAndReturn(listPath: string) {
  const navigate = useAppNavigate();
  return useCallback(
    async <Values>(save: () => Promise<unknown>, message: string, form: FormErrorsSetter<Values>) => {
      errorList.clear();
      try {
        await save();
      } catch (error) {
        errorList.update(error);
        window.scrollTo?.({ top: 0 });
        markServerFieldErrors(form, error);
        return;
      }
      await navigate(listPath, { state: flashState(message) });
    },
    [listPath, navigate],
  );
}

import { useCallback } from 'react';
import { submitToServer } from '@/components/form/submit-to-server';
import { flashState } from '@/components/ui/flash-message';
import { useAppNavigate } from '@/hooks/use-app-navigate';

/**
 * A master form's submit: saves, then goes back to the list and shows `message` there; a refusal
 * takes the form's one submit path (error list, fields marked) and the page scrolls up to the list.
 */
export function useSaveAndReturn(listPath: string) {
  const navigate = useAppNavigate();
  return useCallback(
    <Values>(save: (values: Values) => Promise<unknown>, message: string) =>
      submitToServer<Values>(
        async (values) => {
          await save(values);
          await navigate(listPath, { state: flashState(message) });
        },
        { onFailure: () => window.scrollTo?.({ top: 0 }) },
      ),
    [listPath, navigate],
  );
}

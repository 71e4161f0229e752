import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect } from 'react';
import { errorList } from '@/components/ui/error-list-store';

/** True when the server answered NOT_FOUND (the page then shows the not-found screen). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

/** Any other load failure (network, 403, ...) goes to the shared error list. */
export function useReportLoadError(error: unknown): void {
  useEffect(() => {
    if (error && !isNotFound(error)) errorList.update(error);
  }, [error]);
}

import { createExternalStore, useStoreValue } from './external-store';

/** Number of requests in flight (GraphQL now, REST later); drives the progress bar and overlay. */
export const requestActivity = createExternalStore(0);

export function beginRequest(): void {
  requestActivity.set((count) => count + 1);
}

export function endRequest(): void {
  requestActivity.set((count) => Math.max(0, count - 1));
}

export function useIsRequestInFlight(): boolean {
  return useStoreValue(requestActivity) > 0;
}

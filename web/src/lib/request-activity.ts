import { createExternalStore, useStoreValue } from './external-store';

/** Number of requests in flight (GraphQL now, REST later); drives the progress bar and overlay. */
export const requestActivity = createExternalStore(0);

// Apollo may start an operation while a component renders; notifying the progress bar then would
// update another component mid-render. A microtask defers it (FIFO, so begin/end keep their order).
export function beginRequest(): void {
  queueMicrotask(() => requestActivity.set((count) => count + 1));
}

export function endRequest(): void {
  queueMicrotask(() => requestActivity.set((count) => Math.max(0, count - 1)));
}

export function useIsRequestInFlight(): boolean {
  return useStoreValue(requestActivity) > 0;
}

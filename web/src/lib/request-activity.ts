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

/**
 * A request's measured progress (0–100), while one reports it (an upload: bytes sent, then the
 * server's check); null otherwise. The top progress bar shows it in place of SPEC's fixed 60 %.
 */
export const measuredProgress = createExternalStore<number | null>(null);

export function useMeasuredProgress(): number | null {
  return useStoreValue(measuredProgress);
}

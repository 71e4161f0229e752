import { useEffect } from 'react';
import { createExternalStore, useStoreValue } from '@/lib/external-store';
import { toErrorMessages } from '@/lib/to-error-messages';

/** The shared error list (SPEC §4 "Error list supports update and clear"). */
const messages = createExternalStore<readonly string[]>([]);

export const errorList = {
  /** Appends the messages of any failure (GraphQL, REST, transport or client-side 422 shape). */
  update(error: unknown): void {
    const added = toErrorMessages(error);
    if (added.length > 0) messages.set((current) => [...current, ...added]);
  },
  clear(): void {
    if (messages.get().length > 0) messages.set([]);
  },
  get: messages.get,
  subscribe: messages.subscribe,
};

/**
 * History state for going back a step of the same form (修正する from a confirm page): the
 * messages the step got from the server stay with the form they are about. Any other move to a
 * new page clears them (the router does).
 */
export const KEEP_ERRORS_STATE = { keepErrors: true } as const;

export function keepsErrors(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepErrors?: unknown }).keepErrors === true;
}

export function useErrorMessages(): readonly string[] {
  return useStoreValue(messages);
}

/** Adds a query's failure to the error list each time the query fails anew (a new error object). */
export function useReportedError(error: unknown): void {
  useEffect(() => {
    if (error) errorList.update(error);
  }, [error]);
}

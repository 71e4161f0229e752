import { createSessionStore, useStoreValue } from '@/lib/external-store';

/** SPEC §3 "The links state holds selectedCategoryCode"; kept in session storage so it survives reload. */
export interface LinksState {
  selectedCategoryCode: string;
}

export const linksState = createSessionStore<LinksState>('links', { selectedCategoryCode: '' });

export function selectCategory(code: string): void {
  linksState.set((state) => ({ ...state, selectedCategoryCode: code }));
}

export function useSelectedCategoryCode(): string {
  return useStoreValue(linksState).selectedCategoryCode;
}

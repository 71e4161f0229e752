import { createExternalStore, createSessionStore, type SessionStore } from '@/lib/external-store';

/**
 * What a user typed into a multi-step form (entry → confirm) is kept for the tab (a reload must not
 * lose it), and belongs to that user: signing out forgets it, and so does another user signing in
 * on the tab (a maker's shared PC; after an expired session the same user finds the draft again).
 */
const drafts = new Set<{ reset(): void }>();

/** The user whose drafts the tab holds (null: a visitor's, e.g. a registration). */
const draftsOwner = createSessionStore<number | null>('draftsOwner', null);

/** A session store for a form draft (see createSessionStore), forgotten with the user's other drafts. */
export function createDraftStore<T>(key: string, initial: T, toStored?: (value: T) => T): SessionStore<T> {
  const store = createSessionStore(key, initial, toStored);
  drafts.add(store);
  return store;
}

/**
 * Like a draft, for work that cannot be written to session storage (the upload's chosen zip, a
 * File, and its check result): kept in memory, forgotten with the user's drafts.
 */
export function createMemoryDraftStore<T>(initial: T): SessionStore<T> {
  const store = createExternalStore<T>(initial);
  const draft = { ...store, reset: () => store.set(initial) };
  drafts.add(draft);
  return draft;
}

/** Forgets every draft in the tab: the user signed out. */
export function forgetDrafts(): void {
  drafts.forEach((draft) => draft.reset());
  draftsOwner.reset();
}

/** A user signed in (or the tab learnt who is): drafts someone else left are forgotten, their own kept. */
export function claimDrafts(userId: number): void {
  if (draftsOwner.get() === userId) return;
  forgetDrafts();
  draftsOwner.set(userId);
}

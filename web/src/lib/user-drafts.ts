import { createExternalStore, createSessionStore, type ExternalStore } from '@/lib/external-store';

/**
 * What a user typed into a multi-step form (entry → confirm) is kept for the tab (a reload must not
 * lose it), and belongs to that user: signing out forgets it, and so does another user signing in
 * on the tab (a maker's shared PC; after an expired session the same user finds the draft again).
 */
const drafts = new Set<{ reset(): void }>();

/** The user whose drafts the tab holds (null: a visitor's, e.g. a registration). */
const draftsOwner = createSessionStore<number | null>('draftsOwner', null);

/** A session store for a form draft (see createSessionStore), forgotten with the user's other drafts. */
export function createDraftStore<T>(key: string, initial: T, toStored?: (value: T) => T): ExternalStore<T> {
  const store = createSessionStore(key, initial, toStored);
  drafts.add(store);
  return store;
}

/**
 * Like a draft, for work that cannot be written to session storage (the upload's chosen zip, a
 * File, and its check result): kept in memory, forgotten with the user's drafts.
 */
export function createMemoryDraftStore<T>(initial: T): ExternalStore<T> {
  const store = createExternalStore<T>(initial);
  drafts.add(store);
  return store;
}

/**
 * What a signed-in user read stays in the tab too (the GraphQL cache: a list read cache-and-network
 * showed the previous user's rows to the next user of the tab until its own answer came). A tab
 * nobody was signed in to holds only public answers, kept when a visitor signs in.
 */
const readData = new Set<{ reset(): void }>();

/** Registers something that holds what the signed-in user read, forgotten with their drafts. Returns the unregistration. */
export function forgetWithUser(thing: { reset(): void }): () => void {
  readData.add(thing);
  return () => {
    readData.delete(thing);
  };
}

/** Forgets every draft in the tab, and what the user read: the user signed out. */
export function forgetDrafts(): void {
  drafts.forEach((draft) => draft.reset());
  readData.forEach((data) => data.reset());
  draftsOwner.reset();
}

/** A user signed in (or the tab learnt who is): what someone else left is forgotten, their own kept. */
export function claimDrafts(userId: number): void {
  const previous = draftsOwner.get();
  if (previous === userId) return;
  if (previous === null) drafts.forEach((draft) => draft.reset());
  else forgetDrafts();
  draftsOwner.set(userId);
}

import { createDraftStore } from '@/lib/user-drafts';
import type { LinkFormValues } from '../forms/link-schema';

/** The entry → confirm step of the create/edit flows: the entered values, per flow (create or link id). */
export interface LinkDraft {
  flow: 'create' | number;
  values: LinkFormValues;
}

export const linkDraft = createDraftStore<LinkDraft | null>('linkDraft', null);

export function draftFor(flow: LinkDraft['flow']): LinkFormValues | null {
  const draft = linkDraft.get();
  return draft && draft.flow === flow ? draft.values : null;
}

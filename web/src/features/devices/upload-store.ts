import { useStoreValue } from '@/lib/external-store';
import { createMemoryDraftStore } from '@/lib/user-drafts';
import type { DeviceCategory } from '@/config/device-categories';
import type { UploadCheckResult, UploadFields } from './api';

/** SPEC §3 upload session: the chosen zip and password, the check result, the rows to skip. */
export interface UploadSession {
  category: DeviceCategory | null;
  fields: UploadFields | null;
  result: UploadCheckResult | null;
  noList: number[];
}

const EMPTY: UploadSession = { category: null, fields: null, result: null, noList: [] };

/**
 * Kept in memory (a File cannot be stored): reloading the confirm page sends the user back to
 * upload. It is the user's draft: signing out forgets the zip and what its check showed.
 */
export const uploadSession = createMemoryDraftStore<UploadSession>(EMPTY);

export function useUploadSession(): UploadSession {
  return useStoreValue(uploadSession);
}

export function resetUploadSession(): void {
  uploadSession.reset();
}

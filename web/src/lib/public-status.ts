import { createSessionStore, useStoreValue } from '@/lib/external-store';
import type { Edition } from '@/generated/graphql';

/** The public "status": which edition (住宅版 / 非住宅版) the visitor is browsing. */
export const publicStatus = createSessionStore<Edition>('status', 'house');

export function usePublicStatus(): Edition {
  return useStoreValue(publicStatus);
}

export function isEdition(value: unknown): value is Edition {
  return value === 'house' || value === 'building';
}

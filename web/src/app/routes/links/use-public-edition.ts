import { useEffect } from 'react';
import { publicStatus } from '@/lib/public-status';
import type { Edition } from '@/generated/graphql';

/** A public links page belongs to one edition: the header badge and breadcrumb follow it. */
export function usePublicEdition(edition: Edition): void {
  useEffect(() => {
    if (publicStatus.get() !== edition) publicStatus.set(edition);
  }, [edition]);
}

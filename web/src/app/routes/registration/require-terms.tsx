import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { termsAccepted } from '@/features/organizations/stores/drafts';
import { useStoreValue } from '@/lib/external-store';

/** SPEC §2/§8: registration without accepted terms goes to the guide. */
export function RequireTerms({ children }: { children: ReactNode }) {
  const accepted = useStoreValue(termsAccepted);
  if (!accepted) return <Navigate to={paths.guide()} replace />;
  return <>{children}</>;
}

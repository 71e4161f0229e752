import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

interface BreadcrumbContextValue {
  crumbs: Crumb[];
  setCrumbs: (crumbs: Crumb[]) => void;
}

const BreadcrumbContext = createContext<BreadcrumbContextValue>({ crumbs: [], setCrumbs: () => undefined });

export function BreadcrumbProvider({ children }: { children: ReactNode }) {
  const [crumbs, setCrumbs] = useState<Crumb[]>([]);
  return <BreadcrumbContext.Provider value={{ crumbs, setCrumbs }}>{children}</BreadcrumbContext.Provider>;
}

export function useBreadcrumbCrumbs(): Crumb[] {
  return useContext(BreadcrumbContext).crumbs;
}

/** A page declares the crumbs after the edition's top page; they are removed when it unmounts. */
export function useBreadcrumb(crumbs: Crumb[]): void {
  const { setCrumbs } = useContext(BreadcrumbContext);
  // Compare by content so callers may pass a fresh array literal on every render.
  const key = JSON.stringify(crumbs);
  useEffect(() => {
    setCrumbs(JSON.parse(key) as Crumb[]);
    return () => setCrumbs([]);
  }, [key, setCrumbs]);
}

import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/**
 * Two contexts: the crumbs, read by the breadcrumb alone, and their setter, which never changes. A
 * page that declares its crumbs reads only the setter, so it does not render again when they are set.
 */
const CrumbsContext = createContext<Crumb[]>([]);
const SetCrumbsContext = createContext<(crumbs: Crumb[]) => void>(() => undefined);

export function BreadcrumbProvider({ children }: { children: ReactNode }) {
  const [crumbs, setCrumbs] = useState<Crumb[]>([]);
  return (
    <SetCrumbsContext.Provider value={setCrumbs}>
      <CrumbsContext.Provider value={crumbs}>{children}</CrumbsContext.Provider>
    </SetCrumbsContext.Provider>
  );
}

export function useBreadcrumbCrumbs(): Crumb[] {
  return useContext(CrumbsContext);
}

/**
 * A page declares the crumbs after the edition's top page; they are removed when it unmounts. Set
 * before the browser paints, so the page's first frame has its whole trail (set after, the trail
 * grew in the next frame and moved what is beside it: layout shift).
 */
export function useBreadcrumb(crumbs: Crumb[]): void {
  const setCrumbs = useContext(SetCrumbsContext);
  // Compare by content so callers may pass a fresh array literal on every render.
  const key = JSON.stringify(crumbs);
  useLayoutEffect(() => {
    setCrumbs(JSON.parse(key) as Crumb[]);
    return () => setCrumbs([]);
  }, [key, setCrumbs]);
}

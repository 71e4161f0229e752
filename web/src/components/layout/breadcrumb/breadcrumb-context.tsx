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

/**
 * The crumbs of a page the server rendered: `initial` is what its trail showed, so the browser's
 * first render shows the same; on the server, `note` receives each page's crumbs as it renders
 * (effects do not run there) for the render that puts them in the trail (entry-server.tsx).
 */
export interface RenderedCrumbs {
  initial: Crumb[];
  note?: (crumbs: Crumb[]) => void;
}

export const RenderedCrumbsContext = createContext<RenderedCrumbs>({ initial: [] });

export function BreadcrumbProvider({ children }: { children: ReactNode }) {
  const { initial } = useContext(RenderedCrumbsContext);
  const [crumbs, setCrumbs] = useState<Crumb[]>(initial);
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
  useContext(RenderedCrumbsContext).note?.(crumbs);
  // Compare by content so callers may pass a fresh array literal on every render.
  const key = JSON.stringify(crumbs);
  useLayoutEffect(() => {
    setCrumbs(JSON.parse(key) as Crumb[]);
    return () => setCrumbs([]);
  }, [key, setCrumbs]);
}

import { createContext, useContext } from 'react';

/** On the server, what a page's status is set with while it renders (entry-server.tsx); absent in the browser. */
export const RenderStatusContext = createContext<((status: number) => void) | null>(null);

/**
 * The HTTP status of the page being rendered on the server: a page that shows "not found" goes
 * out with 404, so crawlers drop the address and monitors see it. Nothing in the browser.
 */
export function useRenderStatus(status: number): void {
  useContext(RenderStatusContext)?.(status);
}

/**
 * The id of the element that carries a server-rendered page's state to the browser: a JSON data
 * block the server writes (site/ssr/page-document.ts) and the browser reads before its first render.
 */
export const RENDERED_STATE_ID = 'rendered-state';

/**
 * JSON inside a <script> data block (the page's state, a device's JSON-LD): `<` escaped, so no
 * text in it (a brand named "</script>…") can end the element or open a comment, and the two line
 * separators JavaScript once did not allow in strings; JSON reads them back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A GraphQL answer as graphql-js formats it (its `FormattedExecutionResult`). */
export interface OperationResult {
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
  extensions?: Record<string, unknown>;
}

/** One GraphQL operation of a page, run in the server's own process as a visitor (no HTTP hop). */
export type ExecuteOperation = (operation: {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<OperationResult>;

/** What the server asks the page renderer (web/src/entry-server.tsx) for. */
export interface PageRequest {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  /** The request's Cookie header: the edition the visitor browses (renderedEdition). */
  cookies: string | undefined;
  /** The site's origin, for the pages' canonical links. */
  origin: string;
  execute: ExecuteOperation;
}

/** A page rendered on the server, in the parts the server puts into the built index.html. */
export interface RenderedPage {
  kind: 'page';
  status: number;
  /** The document's metadata (title, description, canonical link) React rendered, for <head>. */
  head: string;
  /** The page's styles, as emotion's <style> elements, for <head>. */
  styles: string;
  /** The markup of #root. */
  body: string;
  /** What the browser's first render needs to render the same (a JSON value). */
  state: unknown;
}

/**
 * A page the browser renders on its own: signed-in screens (nothing of theirs is public), and a
 * page whose queries failed (an unknown device, a bad filter), which goes out with the status its
 * render found: the browser's first render could not render the same from answers that are errors,
 * which Apollo's cache does not keep.
 */
export interface ClientPage {
  kind: 'client';
  status?: number;
}

/** The renderer's one export. */
export type RenderPage = (request: PageRequest) => Promise<RenderedPage | ClientPage>;

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormattedExecutionResult } from 'graphql';

/** One GraphQL operation of a page, run in this process as a visitor. */
export type ExecuteOperation = (operation: {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<FormattedExecutionResult>;

/** A page rendered by web/src/entry-server.tsx, in the parts the document is made of. */
export interface RenderedPage {
  kind: 'page';
  status: number;
  /** The metadata React rendered: title, description, canonical link. */
  head: string;
  /** emotion's <style> elements of the page. */
  styles: string;
  /** The markup of #root. */
  body: string;
  /** What the browser's first render needs to render the same (a JSON value). */
  state: unknown;
}

/** The renderer's exports (web/src/entry-server.tsx), as the server calls them. */
export type RenderPage = (request: {
  url: string;
  cookies: string | undefined;
  origin: string;
  execute: ExecuteOperation;
}) => Promise<RenderedPage | { kind: 'client' }>;

/**
 * The renderer of the public pages, built with the web (`npm run build:web`, dist/web-ssr beside
 * dist/web), or null where there is none (the server run from source in tests and `npm run dev`):
 * every page then goes out as the client-rendered shell.
 */
export async function loadPageRenderer(webDir: string): Promise<RenderPage | null> {
  const file = path.join(webDir, '..', 'web-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

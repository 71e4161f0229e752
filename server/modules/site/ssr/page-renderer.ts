import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../../rules/rendered-page.js';

export type { ExecuteOperation, RenderedPage, RenderPage } from '../../../rules/rendered-page.js';

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

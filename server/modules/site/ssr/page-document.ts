import { RENDERED_STATE_ID, scriptSafeJson } from '../../../rules/rendered-page.js';
import { assertMetaPlaces, DOCUMENT_TITLE } from '../../../core/http/spa-documents.js';
import type { RenderedPage } from './page-renderer.js';

const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
/** #root, with what index.html shows until the scripts have drawn the page (no element inside it). */
const ROOT = /<div id="root">(?:<p [^>]*>[^<]*<\/p>)?<\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/g;
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*>\s*/g;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/** Checked at start: a build of index.html without these places cannot carry rendered pages. */
export function assertPagePlaces(template: string): void {
  assertMetaPlaces(template);
  if (!ROOT.test(template)) throw new Error('index.html has no #root to put a page in');
}

/**
 * The built index.html as every rendered page starts from it, made once. The notice that the site
 * needs JavaScript goes (with the style hiding the loading notice without it): the page is readable
 * without. So do the scripts' modulepreloads: the page's content does not wait for its scripts, and
 * the 33 preloads held Chromium's first paint until they had loaded (Lighthouse mobile FCP 3.0–3.6 s
 * with them, 1.1–1.4 s without; docs/decisions.md). With `stylesheetText`, each linked stylesheet
 * is put into the page (about 5.5 KB compressed): the first paint then waits for no request, and
 * the scripts' imports no longer race it (one Lighthouse run in three lost that race, FCP 2.2 s and
 * LCP 3.3 s instead of 1.1; docs/decisions.md). A stylesheet it does not know stays a link.
 */
export function renderedPageTemplate(indexHtml: string, stylesheetText?: (href: string) => string | null): string {
  const template = indexHtml.replace(NOSCRIPT, '').replace(MODULE_PRELOADS, '');
  if (!stylesheetText) return template;
  return template.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = stylesheetText(href);
    return css === null || css.includes('</style') ? link : `<style>${css}</style>`;
  });
}

/**
 * A rendered page in its template (`renderedPageTemplate`): the page's own title and description
 * in place of the site's (when it rendered them), its styles, its markup in #root and its state as
 * a JSON data block (the CSP allows no inline script; a data block is not one).
 */
export function pageDocument(template: string, page: RenderedPage): string {
  let head = page.head;
  let document = template;
  const title = DOCUMENT_TITLE.exec(head)?.[0];
  if (title) {
    document = document.replace(DOCUMENT_TITLE, () => title);
    head = head.replace(title, '');
  }
  if (DESCRIPTION.test(head)) document = document.replace(DESCRIPTION, '');
  return document
    .replace('</head>', () => `${head}${page.styles}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root">${page.body}</div><script type="application/json" id="${RENDERED_STATE_ID}">${scriptSafeJson(page.state)}</script>`,
    );
}

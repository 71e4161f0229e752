/**
 * The id of the element that carries a server-rendered page's state to the browser: a JSON data
 * block the server writes (site/ssr/page-document.ts) and the browser reads before its first render.
 */
export const RENDERED_STATE_ID = 'rendered-state';

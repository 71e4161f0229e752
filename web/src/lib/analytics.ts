import { env } from '@/config/env';
import { maskSecretPath } from '@rules/secret-paths';

export type AnalyticsHit = { kind: 'event'; action: string; category: string } | { kind: 'page_view'; path: string };

type Gtag = (...args: unknown[]) => void;
type Listener = (hit: AnalyticsHit) => void;

/** Every hit dispatched in this page's life, newest last (observable by tests). */
export const sent: AnalyticsHit[] = [];
const listeners = new Set<Listener>();
let gtag: Gtag | undefined;
let started = false;

export function onAnalyticsHit(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dispatch(hit: AnalyticsHit): void {
  sent.push(hit);
  listeners.forEach((listener) => listener(hit));
  if (!gtag) return;
  if (hit.kind === 'event') gtag('event', hit.action, { event_category: hit.category });
  else gtag('event', 'page_view', { page_path: hit.path, page_location: maskSecretPath(window.location.href) });
}

/** Loads GA4's gtag.js; only called when a measurement id is configured. */
function installGtag(measurementId: string): Gtag {
  const layer: unknown[] = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  const send: Gtag = function gtagShim() {
    // gtag.js expects the `arguments` object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  send('js', new Date());
  // Page views are sent by trackPageView on route changes, not automatically.
  send('config', measurementId, { send_page_view: false, page_location: maskSecretPath(window.location.href) });
  return send;
}

/** SPEC §1: at start, send the NewVisit event (category Visit). Idempotent. */
export function startAnalytics(options: { measurementId?: string } = { measurementId: env.gaMeasurementId }): void {
  if (started) return;
  started = true;
  if (options.measurementId) gtag = installGtag(options.measurementId);
  trackEvent('NewVisit', 'Visit');
}

export function trackEvent(action: string, category: string): void {
  dispatch({ kind: 'event', action, category });
}

export function trackPageView(path: string): void {
  // gtag.js sends the page's address with every hit (an event's too): never a reset link's token.
  gtag?.('set', { page_location: maskSecretPath(window.location.href) });
  dispatch({ kind: 'page_view', path: maskSecretPath(path) });
}

/** Test helper: forget hits and the started flag. */
export function resetAnalyticsForTests(): void {
  sent.length = 0;
  listeners.clear();
  gtag = undefined;
  started = false;
}

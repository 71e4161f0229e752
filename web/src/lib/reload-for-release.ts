/** When this tab last reloaded itself for a release (sessionStorage, milliseconds since epoch). */
const RELOADED_AT_KEY = 'portal:reloaded-for-release';

/** A second failure this soon after a reload is not a release: the tab shows the message instead. */
export const RELOAD_RETRY_GAP_MS = 30_000;

export interface ReloadForReleaseDeps {
  online: () => boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Whether the server answers the current address with a document. */
  serverAnswers: () => Promise<boolean>;
  reload: () => void;
  now: () => number;
}

function browserStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: never reload, so a loop is impossible
  }
}

/**
 * The address the router is on its way to, if any: a screen's code is loaded before the router
 * commits the navigation, so the address bar still shows the previous page when it fails.
 */
let navigationTarget: () => string | null = () => null;

/** Tells the reload where the router is going (main.tsx, from the browser's router). */
export function followNavigationTarget(target: () => string | null): void {
  navigationTarget = target;
}

const browserDeps = (): ReloadForReleaseDeps => {
  const href = navigationTarget() ?? window.location.href;
  return {
    online: () => navigator.onLine,
    storage: browserStorage(),
    serverAnswers: async () => {
      try {
        const response = await fetch(href, { method: 'HEAD', cache: 'no-store' });
        return response.ok;
      } catch {
        return false;
      }
    },
    reload: () => (href === window.location.href ? window.location.reload() : window.location.assign(href)),
    now: () => Date.now(),
  };
};

/**
 * Called when a screen's code failed to load. After a release, a tab opened before it still names
 * the previous build's chunks, which are gone (404); a full load of the address asked for (where
 * the router was going) brings the current build, so the visitor lands on the screen they asked for instead of an error message.
 * Reloads only when that can help: the browser is online, the server answers the address, and the
 * tab has not just reloaded for the same reason (the chunk is missing in the current build too, or
 * it failed for another cause). Otherwise returns false and the screen's error boundary shows.
 */
export async function reloadForRelease(deps: ReloadForReleaseDeps = browserDeps()): Promise<boolean> {
  const { online, storage, serverAnswers, reload, now } = deps;
  if (!storage || !online()) return false;
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now() - last < RELOAD_RETRY_GAP_MS) return false;
  if (!(await serverAnswers())) return false;
  try {
    storage.setItem(RELOADED_AT_KEY, String(now()));
  } catch {
    return false; // unrecorded, a reload could repeat forever
  }
  reload();
  return true;
}

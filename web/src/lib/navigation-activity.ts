import type { Navigator } from 'react-router-dom';
import { createExternalStore, useStoreValue } from './external-store';

/**
 * Whether a navigation has started whose screen is not on the page yet. The browser's router applies
 * a navigation as a transition: the address bar shows the new URL at once while the old screen stays
 * until the new one's code has loaded. The layout marks the page busy (aria-busy, the progress bar)
 * meanwhile, so nobody reads the old page under the new address.
 */
export const navigationPending = createExternalStore(false);

/** A navigation that never commits (history.go past the first entry) must not leave the page busy. */
const GIVE_UP_AFTER_MS = 10_000;
let giveUp: ReturnType<typeof setTimeout> | undefined;

export function navigationStarted(): void {
  clearTimeout(giveUp);
  giveUp = setTimeout(navigationDone, GIVE_UP_AFTER_MS);
  navigationPending.set(true);
}

export function navigationDone(): void {
  clearTimeout(giveUp);
  if (navigationPending.get()) navigationPending.set(false);
}

export function useIsNavigating(): boolean {
  return useStoreValue(navigationPending);
}

/** The router's navigator, noting each navigation it starts (links, navigate(), redirects). */
export function trackedNavigator(navigator: Navigator): Navigator {
  const tracked: Navigator = Object.create(navigator) as Navigator;
  tracked.push = (...args) => {
    navigationStarted();
    navigator.push(...args);
  };
  tracked.replace = (...args) => {
    navigationStarted();
    navigator.replace(...args);
  };
  tracked.go = (delta) => {
    navigationStarted();
    navigator.go(delta);
  };
  return tracked;
}

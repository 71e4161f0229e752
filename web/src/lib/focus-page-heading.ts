import { untilSettled } from './until-settled';

/** How long a new page may take to show its heading (its code or data still loading). */
const HEADING_WAIT_MS = 5000;

const focusDropped = () => document.activeElement === null || document.activeElement === document.body;

/**
 * After a navigation to another page: focus that the navigation dropped (the link or button that
 * had it left the page) goes to the new page's main heading once it shows, so a screen reader
 * says where the reader now is and the keyboard goes on from there, not from the top of the
 * document. Focus that is anywhere else (the header's link that was used, a field a page focuses,
 * an error list that took it) stays. Returns a function that stops waiting.
 */
export function focusDroppedOnHeading(): () => void {
  const settle = (): boolean => {
    if (!focusDropped()) return true;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    // The page is already where it should be (its top, or where back and forward restored it).
    heading.focus({ preventScroll: true });
    return true;
  };
  return untilSettled(settle, HEADING_WAIT_MS);
}

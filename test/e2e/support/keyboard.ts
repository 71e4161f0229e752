import type { FileChooser, Page } from 'playwright-core';
import { untilTrueInPage } from './browser.js';

export interface FocusStop {
  name: string;
  /** The element's type attribute (the maker journey checks that date inputs were among the stops). */
  type: string;
  /** The focus indicator is drawn (outline or ring), and not hidden under the sticky header. */
  visible: boolean;
}

// Runs in the page (a string: the server tsconfig has no DOM types).
const FOCUSED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return { name: '', type: '', visible: false };
  const name = (el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.innerText ?? '').replace(/\\s+/g, ' ').trim();
  const style = getComputedStyle(el);
  const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  const header = document.querySelector('header');
  const headerBottom = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
  const inHeader = Boolean(header && header.contains(el));
  return { name, type: el.getAttribute('type') ?? '', visible: ring && (inHeader || el.getBoundingClientRect().bottom > headerBottom) };
})()`;

/** What the focused element is called (aria-label, its label, its text) and whether its focus shows. */
async function focused(page: Page): Promise<FocusStop> {
  return page.evaluate<FocusStop>(FOCUSED);
}

/**
 * Presses Tab (only Tab) until the focused element's name matches, like a keyboard user scanning
 * the page; records every stop so a test can assert each one showed its focus.
 */
export async function tabTo(page: Page, name: RegExp, stops: FocusStop[] = [], maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    stops.push(stop);
    if (name.test(stop.name)) return;
  }
  throw new Error(
    `${name} not reached with ${maxPresses} Tab presses at ${page.url()}; last stops: ${stops
      .slice(-5)
      .map((s) => s.name || '(none)')
      .join(' / ')}`,
  );
}

/**
 * Opens the file chooser of the focused file input with Space, as a keyboard user does. Chromium
 * now and then drops the chooser when the page re-renders between key down and key up (a list
 * query answering), so a press that opened nothing is repeated, like a person would.
 */
export async function openFileChooserWithKeyboard(page: Page): Promise<FileChooser> {
  for (let attempt = 1; ; attempt += 1) {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser', { timeout: 5_000 }).catch((error: unknown) => {
        if (attempt >= 3) throw error;
        return null;
      }),
      page.keyboard.press('Space'),
    ]);
    if (chooser) return chooser;
  }
}

/**
 * Resolves once the focus is inside the element `selector` finds: a dialog moves it there when it
 * has opened, a frame or more after it shows.
 */
export async function focusMovedInto(page: Page, selector: string): Promise<void> {
  await untilTrueInPage(page, `document.activeElement?.closest(${JSON.stringify(selector)})`);
}

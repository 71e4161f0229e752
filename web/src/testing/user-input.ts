import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Lazy route modules and Chakra render slowly on a busy CI machine: waits (findBy…, waitFor) get
 * 8 s, and each test `testTimeout` ms.
 */
export function allowSlowRoutes(testTimeout = 60_000): void {
  configure({ asyncUtilTimeout: 8000 });
  vi.setConfig({ testTimeout });
}

/** Pastes instead of typing key by key (much faster; formik sees the same change). */
export async function typeInto(element: Element, value: string): Promise<void> {
  await userEvent.clear(element);
  await userEvent.click(element);
  await userEvent.paste(value);
}

/** Types each value into the form field of that name, in the order given. */
export async function fillByName(values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    await typeInto(document.querySelector(`[name="${name}"]`)!, value);
  }
}

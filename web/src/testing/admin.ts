import { act, configure, screen } from '@testing-library/react';
import { adminUserFixture } from '@/testing/fixtures';
import { signInAs } from '@/testing/sign-in';
import { beforeAll, expect } from 'vitest';

/** Signs the test in as an administrator (auth state + the Me query the session sync asks). */
export function signInAsAdmin(): void {
  signInAs(adminUserFixture());
}

/**
 * After a save or delete: the list's rows have rendered and the success message is still shown
 * (it used to be set and then wiped as the form page unmounted).
 */
export async function expectMessageOnList(rowCell: string, message: string): Promise<void> {
  expect(await screen.findByRole('cell', { name: rowCell })).toBeInTheDocument();
  // The form page's unmount effects (which used to wipe the message) have all run.
  await act(() => Promise.resolve());
  expect(screen.getByText(message)).toBeInTheDocument();
}

/**
 * Module setup of the administrator master screens' tests: they render the whole app shell, so waits
 * get room on a busy machine, and the master screens kit and the lazy route modules (`load`, e.g.
 * `() => import('@/app/routes/admin/brand-names')`) are loaded up front: the first render must not
 * wait for an import.
 */
export function preloadMasterScreens(...load: Array<() => Promise<unknown>>): void {
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(async () => {
    await import('@/features/admin-master/master-screens');
    for (const module of load) await module();
  }, 30_000);
}

import { describe, expect, it, vi } from 'vitest';
import { RELOAD_RETRY_GAP_MS, reloadForRelease, type ReloadForReleaseDeps } from './reload-for-release';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

function deps(overrides: Partial<ReloadForReleaseDeps> = {}): ReloadForReleaseDeps {
  return {
    online: () => true,
    storage: memoryStorage(),
    serverAnswers: async () => true,
    reload: vi.fn(),
    now: () => 1_000_000,
    ...overrides,
  };
}

describe('reloading a tab whose screen code is gone after a release', () => {
  it('reloads once when online and the server answers the address', async () => {
    const tab = deps();
    await expect(reloadForRelease(tab)).resolves.toBe(true);
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within the retry gap, so a chunk missing from the current build cannot loop', async () => {
    let clock = 1_000_000;
    const tab = deps({ now: () => clock });
    await reloadForRelease(tab);
    clock += RELOAD_RETRY_GAP_MS - 1;
    await expect(reloadForRelease(tab)).resolves.toBe(false);
    clock += 1;
    await expect(reloadForRelease(tab)).resolves.toBe(true);
    expect(tab.reload).toHaveBeenCalledTimes(2);
  });

  it('leaves the page (and its message) alone when offline, without asking the server', async () => {
    const serverAnswers = vi.fn(async () => true);
    const tab = deps({ online: () => false, serverAnswers });
    await expect(reloadForRelease(tab)).resolves.toBe(false);
    expect(serverAnswers).not.toHaveBeenCalled();
    expect(tab.reload).not.toHaveBeenCalled();
  });

  it('leaves the page alone when the server does not answer the address (a reload would show a browser error)', async () => {
    const tab = deps({ serverAnswers: async () => false });
    await expect(reloadForRelease(tab)).resolves.toBe(false);
    expect(tab.reload).not.toHaveBeenCalled();
  });

  it('never reloads when the tab cannot record that it did', async () => {
    const noStorage = deps({ storage: null });
    const fullStorage = deps({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
      },
    });
    await expect(reloadForRelease(noStorage)).resolves.toBe(false);
    await expect(reloadForRelease(fullStorage)).resolves.toBe(false);
    expect(noStorage.reload).not.toHaveBeenCalled();
    expect(fullStorage.reload).not.toHaveBeenCalled();
  });
});

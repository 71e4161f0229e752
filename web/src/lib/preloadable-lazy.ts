import { lazy, type ComponentType } from 'react';
import { reloadForRelease } from './reload-for-release';

/**
 * What runs when a component's code cannot be loaded: true when it is replacing the page (the
 * component then never settles), false to let the nearest error boundary show the failure.
 */
export type CodeLoadFailure = () => Promise<boolean>;

type Loaded<P> = { default: ComponentType<P> };

/** A settled thenable: `React.lazy` reads it synchronously, where a resolved Promise still suspends once. */
const settled = <T>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * `React.lazy` with a `preload()` that starts loading the code (calling it again returns the same
 * promise). Once the code has arrived the component renders at once, without suspending, so a screen
 * that preloads a part before it first renders shows it in place: no fallback, no layout shift. A
 * load that fails goes to `onLoadFailure` (by default a reload when a release replaced the code),
 * then to the error boundary.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onLoadFailure: CodeLoadFailure = reloadForRelease,
): { Component: ComponentType<P>; preload: () => Promise<Loaded<P>> } {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      async (error: unknown) => {
        if (await onLoadFailure()) return new Promise<never>(() => undefined);
        throw error;
      },
    ));
  const Component = lazy(() => (loaded ? settled(loaded) : preload())) as unknown as ComponentType<P>;
  return { Component, preload };
}

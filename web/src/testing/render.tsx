import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type Location, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { createApolloClient } from '@/lib/apollo';

/** Where the test's router is, and a way to go elsewhere, as a test reads them after rendering. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

function renderAt(path: string, table: RouteObject[]): RenderResult & { router: TestRouter } {
  const memoryRouter = createMemoryRouter(table, { initialEntries: [path] });
  const router: TestRouter = {
    get state() {
      return { location: memoryRouter.state.location };
    },
    navigate: async (to) => {
      await act(async () => {
        await memoryRouter.navigate(to);
      });
    },
  };
  const result = render(
    <AppProvider client={createApolloClient()}>
      {/* The browser's router applies a navigation as a transition. Under the tests' act() queue, a
          transition that gives a mounted Apollo query new variables (a list's filters) restarts
          without ever committing, so tests navigate synchronously; the e2e tests run transitions
          in Chromium. */}
      <RouterProvider router={memoryRouter} useTransitions={false} />
    </AppProvider>,
  );
  return { ...result, router };
}

/** Renders the real route table (or `table`, already through `withReloadOnCodeFailure`) at `path`, with fresh providers. */
export function renderRoute(path: string, table: RouteObject[] = appRoutes): RenderResult & { router: TestRouter } {
  return renderAt(path, table);
}

/** Renders one element at `path` inside a memory router with the providers. */
export function renderWithProviders(ui: ReactElement, path = '/'): RenderResult {
  return renderAt(path, [{ path: '*', element: ui }]);
}

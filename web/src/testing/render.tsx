import { act, render, type RenderResult } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createApolloClient } from '@/lib/apollo';

/** Where the test's router is, and a way to go elsewhere, as a test reads them after rendering. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

/** Reports the memory router's location and navigate function after every render. */
function RouterProbe({ onRender }: { onRender: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender(location, navigate));
  return null;
}

function renderAt(path: string, screen: ReactElement): RenderResult & { router: TestRouter } {
  const router = {} as TestRouter;
  const follow = (location: Location, navigate: NavigateFunction) => {
    router.state = { location };
    router.navigate = async (to) => {
      await act(async () => {
        await navigate(to);
      });
    };
  };
  const result = render(
    <AppProvider client={createApolloClient()}>
      {/* The browser's router applies a navigation as a transition. Under the tests' act() queue, a
          transition that gives a mounted Apollo query new variables (a list's filters) restarts
          without ever committing, so tests navigate synchronously; the e2e tests run transitions
          in Chromium. */}
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <RouterProbe onRender={follow} />
        {screen}
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, router };
}

/** Renders the real route table (or `table`, already through `withLazyElements`) at `path`, with fresh providers. */
export function renderRoute(path: string, table?: RouteObject[]): RenderResult & { router: TestRouter } {
  return renderAt(path, <AppRoutes table={table} />);
}

/** Renders one element at `path` inside a memory router with the providers. */
export function renderWithProviders(ui: ReactElement, path = '/'): RenderResult {
  return renderAt(
    path,
    <Routes>
      <Route path="*" element={ui} />
    </Routes>,
  );
}

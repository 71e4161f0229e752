import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { createApolloClient } from '@/lib/apollo';

/** Renders the real route table at `path`, with fresh providers. */
export function renderRoute(path: string): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProvider client={createApolloClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}

/** Renders one element at `path` inside a memory router with the providers. */
export function renderWithProviders(ui: ReactElement, path = '/'): RenderResult {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <AppProvider client={createApolloClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from '@/components/layout/screen-error-boundary';
import { errorList } from '@/components/ui/error-list-store';
import { useRequiresUser, useRouteType } from '@/components/layout/route-type';
import { NextLocationCommitContext, useAppNavigate } from '@/hooks/use-app-navigate';
import { useNewPageStartsFresh, useNextLocationCommit } from './layout/use-new-page';
import { renderRoute } from '@/testing/render';
import { useIsNavigating } from '@/lib/navigation-activity';
import { withReloadOnCodeFailure } from './router';

/** A layout that, like the app's, sits above the screen, reads the matched routes' handles and starts new pages fresh. */
function Layout() {
  const routeType = useRouteType() ?? 'public';
  useNewPageStartsFresh();
  return (
    <NextLocationCommitContext value={useNextLocationCommit()}>
      <nav>
        <Link to="/component">画面Aへ</Link>
      </nav>
      <main aria-busy={useIsNavigating() || undefined}>
        <p>
          area: {routeType}
          {useRequiresUser() ? ' (signed in)' : ''}
        </p>
        <Outlet />
      </main>
    </NextLocationCommitContext>
  );
}

/** Navigates and notes whether the next screen was on the page when the navigation resolved. */
function Leaving() {
  const navigate = useAppNavigate();
  return (
    <button
      type="button"
      onClick={async () => {
        await navigate('/slow');
        seenOnResolve.push(document.body.textContent?.includes('遅い画面') ?? false);
      }}
    >
      次へ
    </button>
  );
}

const seenOnResolve: boolean[] = [];
/** The code of /held arrives (or fails to) when the test says; each test that uses it starts afresh. */
const heldScreen = {
  promise: Promise.resolve(),
  resolve: () => undefined as void,
  fail: () => undefined as void,
};
beforeEach(() => {
  heldScreen.promise = new Promise<void>((resolve, reject) => {
    heldScreen.resolve = () => resolve();
    heldScreen.fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
  });
});

const table: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      {
        ErrorBoundary: RouteErrorScreen,
        children: [
          { path: 'component', lazy: async () => ({ Component: () => <h1>画面A</h1> }) },
          { path: 'element', lazy: async () => ({ element: <h1>画面B</h1> }) },
          {
            path: 'admin',
            handle: { routeType: 'administrator', requiresUser: true },
            children: [{ path: 'page', lazy: async () => ({ Component: () => <h1>管理画面</h1> }) }],
          },
          { path: 'leave', element: <Leaving /> },
          {
            path: 'slow',
            lazy: async () => {
              await new Promise((resolve) => setTimeout(resolve, 50));
              return { Component: () => <h1>遅い画面</h1> };
            },
          },
          { path: 'gone', lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
          { path: 'go-held', element: <Link to="/held">保留画面へ</Link> },
          {
            path: 'held',
            lazy: async () => {
              await heldScreen.promise;
              return { Component: () => <h1>保留画面</h1> };
            },
          },
        ],
      },
    ],
  },
];

/** Screens whose code fails to load go to the error boundary unless a test says a reload took over. */
function renderAt(path: string, onLoadFailure: () => Promise<boolean> = async () => false) {
  return renderRoute(path, withReloadOnCodeFailure(table, onLoadFailure));
}

describe('the route table in the data router', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads a lazy screen given as a component or as an element', async () => {
    renderAt('/component');
    expect(await screen.findByRole('heading', { name: '画面A' })).toBeInTheDocument();
    renderAt('/element');
    expect(await screen.findByRole('heading', { name: '画面B' })).toBeInTheDocument();
  });

  it('gives the layout above the screen the handles of every matched route', async () => {
    renderAt('/admin/page');
    expect(await screen.findByRole('heading', { name: '管理画面' })).toBeInTheDocument();
    expect(screen.getByText('area: administrator (signed in)')).toBeInTheDocument();
  });

  it("resolves an app navigation once the next screen's code has loaded and it is on the page", async () => {
    renderAt('/leave');
    await userEvent.click(await screen.findByRole('button', { name: '次へ' }));
    expect(await screen.findByRole('heading', { name: '遅い画面' })).toBeInTheDocument();
    expect(seenOnResolve).toEqual([true]);
  });

  it('opens a new page at its top without the last page’s errors; a change of the query keeps both', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderAt('/leave');
    await screen.findByRole('button', { name: '次へ' });
    expect(scrollTo).not.toHaveBeenCalled();
    errorList.update(new Error('メールアドレスまたはパスワードが正しくありません'));
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByRole('heading', { name: '遅い画面' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    expect(errorList.get()).toEqual([]);
    errorList.update(new Error('検索条件が正しくありません'));
    await router.navigate('/slow?page=2');
    expect(router.state.location.search).toBe('?page=2');
    expect(scrollTo).toHaveBeenCalledOnce();
    expect(errorList.get()).toHaveLength(1);
    errorList.clear();
  });

  it('puts focus the navigation dropped on the new page’s heading; focus kept elsewhere stays', async () => {
    renderAt('/leave');
    // The button that had focus leaves the page with its screen.
    await userEvent.click(await screen.findByRole('button', { name: '次へ' }));
    const slow = await screen.findByRole('heading', { name: '遅い画面' });
    await waitFor(() => expect(slow).toHaveFocus());
    expect(slow).toHaveAttribute('tabindex', '-1');
    // The header's link stays on the page, and focus with it.
    await userEvent.click(screen.getByRole('link', { name: '画面Aへ' }));
    const next = await screen.findByRole('heading', { name: '画面A' });
    expect(screen.getByRole('link', { name: '画面Aへ' })).toHaveFocus();
    expect(next).not.toHaveFocus();
  });

  it('marks the navigation pending from the click until the new screen is on the page', async () => {
    renderAt('/go-held');
    const main = await screen.findByRole('main');
    expect(main).not.toHaveAttribute('aria-busy');
    await userEvent.click(await screen.findByRole('link', { name: '保留画面へ' }));
    expect(main).toHaveAttribute('aria-busy', 'true');
    heldScreen.resolve();
    expect(await screen.findByRole('heading', { name: '保留画面' })).toBeInTheDocument();
    expect(main).not.toHaveAttribute('aria-busy');
  });

  it('shows a message with a reload button, inside the layout, when a screen’s code cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/gone');
    expect(await screen.findByRole('heading', { name: 'ページを表示できませんでした' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    expect(screen.getByText('area: public')).toBeInTheDocument();
  });

  it('shows no message while a reload replaces the page after a screen’s code failed to load', async () => {
    const reload = vi.fn(async () => true);
    renderAt('/go-held', reload);
    await userEvent.click(await screen.findByRole('link', { name: '保留画面へ' }));
    const main = screen.getByRole('main');
    heldScreen.fail();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The reload's promise never settles: the navigation stays pending, the old screen busy.
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'ページを表示できませんでした' })).not.toBeInTheDocument();
    expect(main).toHaveAttribute('aria-busy', 'true');
  });
});

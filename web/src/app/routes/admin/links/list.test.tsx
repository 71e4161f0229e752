import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { LinksDocument, type LinksQueryVariables, MeDocument } from '@/generated/graphql';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/auth-state';
import { categoryLevelsHandler, linkFixture } from '@/features/links/testing/link-fixtures';
import { adminUserFixture } from '@/testing/fixtures';
import { answerQuery } from '@/testing/answer-query';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { allowSlowRoutes } from '@/testing/user-input';

allowSlowRoutes(30_000);

function signInAdmin() {
  const admin = adminUserFixture();
  server.use(
    graphql.query(MeDocument, () =>
      HttpResponse.json({ data: { me: { __typename: 'Viewer', edition: 'house', user: admin } } }),
    ),
    categoryLevelsHandler,
  );
  signIn(admin, 'house');
}

describe('admin link management', () => {
  it('filters by type, level1 and approval, pages, and exports the filtered list as PDF', async () => {
    signInAdmin();
    const asked: LinksQueryVariables[] = [];
    const pdfRequests: string[] = [];
    server.use(
      answerQuery(
        LinksDocument,
        {
          links: {
            __typename: 'LinkPage',
            total: 30,
            page: 1,
            pageSize: 25,
            category: null,
            items: [linkFixture({ approved: false })],
          },
        },
        asked,
      ),
      http.get('/api/links/download/pdf', ({ request }) => {
        pdfRequests.push(new URL(request.url).search);
        return new HttpResponse(new Blob(['%PDF-1.4']), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': "attachment; filename*=UTF-8''links.pdf",
          },
        });
      }),
    );
    const { router } = renderRoute('/admin/links');
    expect(await screen.findByRole('link', { name: 'https://www.example.jp/window' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ID 1のリンクを承認' })).toHaveAttribute(
      'href',
      '/admin/links/1/approved/enabled',
    );
    expect(screen.getByRole('link', { name: 'ID 1のリンクを削除' })).toHaveAttribute('href', '/admin/links/1/delete');

    await userEvent.selectOptions(screen.getByLabelText('種別'), 'house');
    await userEvent.selectOptions(await screen.findByLabelText('大分類'), '給湯設備');
    await userEvent.selectOptions(screen.getByLabelText('承認状態'), '0');
    await userEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=house&level1=%E7%B5%A6%E6%B9%AF%E8%A8%AD%E5%82%99&approved=0'),
    );
    await waitFor(() =>
      expect(asked.map((variables) => variables.filter)).toContainEqual(
        expect.objectContaining({ page: 1, type: 'house', level1: '給湯設備', approved: false }),
      ),
    );

    await userEvent.click(screen.getByRole('link', { name: '2ページ' }));
    await waitFor(() =>
      expect(asked.map((variables) => variables.filter)).toContainEqual(
        expect.objectContaining({ page: 2, level1: '給湯設備' }),
      ),
    );

    await userEvent.click(screen.getByRole('link', { name: 'PDF出力' }));
    await waitFor(() =>
      expect(pdfRequests).toEqual(['?type=house&level1=%E7%B5%A6%E6%B9%AF%E8%A8%AD%E5%82%99&approved=0']),
    );
  });
});

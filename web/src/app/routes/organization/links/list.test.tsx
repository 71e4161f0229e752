import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { LinksDocument, type LinksQuery } from '@/generated/graphql';
import { describe, expect, it } from 'vitest';
import { organizationUserFixture } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { linkFixture } from '@/features/links/testing/link-fixtures';
import { signInAs } from '@/testing/sign-in';
import { allowSlowRoutes } from '@/testing/user-input';

allowSlowRoutes(30_000);

const linkPage = (url: string): { data: LinksQuery } => ({
  data: {
    links: { __typename: 'LinkPage', total: 1, page: 1, pageSize: 25, category: null, items: [linkFixture({ url })] },
  },
});

describe("an organization's links", () => {
  it('the next user of the tab never sees the previous user’s list, even while their own is on its way', async () => {
    signInAs(organizationUserFixture());
    server.use(graphql.query(LinksDocument, () => HttpResponse.json(linkPage('https://a-maker.example.jp/'))));
    const { router } = renderRoute('/organization/links');
    expect(await screen.findByRole('link', { name: 'https://a-maker.example.jp/' })).toBeInTheDocument();

    await router.navigate('/logout');
    await screen.findByRole('heading', { name: 'ログアウトしました' });
    signInAs(organizationUserFixture(undefined, { id: 5, email: 'next@b-maker.example.jp' }));
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      graphql.query(LinksDocument, async () => {
        await answered;
        return HttpResponse.json(linkPage('https://b-maker.example.jp/'));
      }),
    );
    await router.navigate('/organization/links');
    await screen.findByRole('heading', { name: 'リンク管理' });
    expect(screen.queryByRole('link', { name: 'https://a-maker.example.jp/' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('link', { name: 'https://b-maker.example.jp/' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { CreateLinkDocument, LinksDocument, MeDocument } from '@/generated/graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '@/lib/auth-state';
import { organizationUserFixture } from '@/testing/fixtures';
import { inputRefusal } from '@/testing/input-refusal';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { linkDraft } from '../stores/link-draft';
import { categoryLevelsHandler, hotWaterCategory, linkFixture, materialCategory } from '../testing/link-fixtures';
import { allowSlowRoutes } from '@/testing/user-input';

allowSlowRoutes(30_000);

function signInOrganization() {
  const user = organizationUserFixture();
  server.use(
    graphql.query(MeDocument, () =>
      HttpResponse.json({ data: { me: { __typename: 'Viewer', edition: 'house', user } } }),
    ),
    categoryLevelsHandler,
  );
  signIn(user, 'house');
}

afterEach(() => linkDraft.reset());

describe('organization link form', () => {
  it('shows the SPEC §5 messages once, in the error list, marks the fields and does not leave the entry step', async () => {
    signInOrganization();
    const { router } = renderRoute('/organization/links/create');
    await userEvent.click(await screen.findByRole('button', { name: '確認画面へ' }));

    const list = within(await screen.findByRole('list', { name: 'エラー一覧' }));
    expect(list.getByText('カテゴリーコードは必須です')).toBeInTheDocument();
    expect(list.getByText('urlは必須です')).toBeInTheDocument();
    const url = screen.getByLabelText(/URL/);
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleErrorMessage('urlは必須です');
    expect(router.state.location.pathname).toBe('/organization/links/create');
  });

  it('refuses a javascript: url on the client', async () => {
    signInOrganization();
    renderRoute('/organization/links/create');
    await userEvent.type(await screen.findByLabelText(/URL/), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(
      await screen.findAllByText('urlはhttp://またはhttps://で始まる正しいURLを入力してください'),
    ).not.toHaveLength(0);
  });

  it('refuses a url with a blank inside on the client', async () => {
    signInOrganization();
    renderRoute('/organization/links/create');
    await userEvent.type(await screen.findByLabelText(/URL/), 'http://x.example/ a b');
    await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findAllByText('urlに空白や制御文字を含めることはできません')).not.toHaveLength(0);
  });

  it('chooses the category by level1 → level2 → level3, shows memo only for evaluator links, and registers', async () => {
    signInOrganization();
    let sent: unknown;
    server.use(
      graphql.mutation(CreateLinkDocument, ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({ data: { createLink: linkFixture({ approved: false }) } });
      }),
      graphql.query(LinksDocument, () =>
        HttpResponse.json({
          data: { links: { __typename: 'LinkPage', total: 0, page: 1, pageSize: 25, category: null, items: [] } },
        }),
      ),
    );
    const { router } = renderRoute('/organization/links/create');

    await userEvent.selectOptions(await screen.findByLabelText('大分類'), '躯体の断熱性能');
    await userEvent.selectOptions(screen.getByLabelText('中分類'), '開口部（仕様に基づく)');
    await userEvent.selectOptions(screen.getByLabelText('小分類'), '建具');
    await userEvent.selectOptions(screen.getByLabelText(/カテゴリー/), materialCategory.code);
    await userEvent.type(screen.getByLabelText(/URL/), 'https://www.example.jp/window');
    expect(screen.queryByLabelText('メモ（評価者用）')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('評価者用リンク（評価機関のみに公開）'));
    await userEvent.type(await screen.findByLabelText('メモ（評価者用）'), '試験成績書');
    await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/links/create/confirm'));
    await waitFor(() => expect(screen.getByText('試験成績書')).toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: '登録する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/links/create/complete'));
    expect(sent).toEqual({
      categoryCode: materialCategory.code,
      url: 'https://www.example.jp/window',
      type: 'house',
      forEvaluator: true,
      memo: '試験成績書',
    });
  });

  it('a level2 without level3 offers its categories directly; the server\u2019s 422 on a field reopens the entry with it marked', async () => {
    signInOrganization();
    server.use(
      graphql.mutation(CreateLinkDocument, () => inputRefusal({ categoryCode: ['カテゴリーが見つかりません'] })),
    );
    const { router } = renderRoute('/organization/links/create');
    await userEvent.selectOptions(await screen.findByLabelText('大分類'), '給湯設備');
    await userEvent.selectOptions(screen.getByLabelText('中分類'), '給湯熱源機');
    expect(screen.getByLabelText('小分類')).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText(/カテゴリー/), hotWaterCategory.code);
    await userEvent.type(screen.getByLabelText(/URL/), 'https://www.example.jp/hp');
    await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
    await userEvent.click(await screen.findByRole('button', { name: '登録する' }));
    expect(
      await within(await screen.findByRole('list', { name: 'エラー一覧' })).findByText('カテゴリーが見つかりません'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/links/create'));
    const category = await screen.findByLabelText(/カテゴリー/);
    await waitFor(() => expect(category).toHaveFocus());
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/URL/)).toHaveValue('https://www.example.jp/hp');
  });
});

describe('organization link list', () => {
  it('labels an unapproved link 未承認, as the administrator list does', async () => {
    signInOrganization();
    server.use(
      graphql.query(LinksDocument, () =>
        HttpResponse.json({
          data: {
            links: {
              __typename: 'LinkPage',
              total: 2,
              page: 1,
              pageSize: 25,
              category: null,
              items: [linkFixture({ approved: false }), linkFixture({ id: 2, approved: true })],
            },
          },
        }),
      ),
    );
    renderRoute('/organization/links');
    expect(await screen.findByText('未承認')).toBeInTheDocument();
    expect(screen.getByText('承認済')).toBeInTheDocument();
    expect(screen.queryByText('承認待ち')).not.toBeInTheDocument();
  });
});

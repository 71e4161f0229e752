import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  CreateInformationDocument,
  InformationDocument,
  InformationListDocument,
  NoticesDocument,
  type InformationFieldsFragment,
  type InformationShowType,
  type NoticesQuery,
  type InformationInput,
} from '@/generated/graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectMessageOnList, preloadMasterScreens, signInAsAdmin } from '@/testing/admin';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';

preloadMasterScreens(
  () => import('@/app/routes/admin/information'),
  () => import('@/app/routes/public/edition-index'),
);

const notice = (id: number, showType: InformationShowType, title = `お知らせ${id}`): InformationFieldsFragment => ({
  __typename: 'Information',
  id,
  title,
  body: `一行目\n詳しくは https://www.example.jp/n/${id} へ。<script>alert(1)</script>`,
  showType,
  publishedAt: '2026-03-01T01:00:00.000Z',
});
const pageOf = (items: InformationFieldsFragment[]): NoticesQuery['notices'] => ({
  __typename: 'InformationPage',
  total: items.length,
  page: 1,
  pageSize: 25,
  items,
});

describe('information admin screens', { timeout: 30_000 }, () => {
  beforeEach(signInAsAdmin);

  it('filters the list by show type, kept in the URL', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query(InformationListDocument, ({ variables }) => {
        asked.push(variables.showType ?? null);
        return HttpResponse.json({
          data: {
            informationList: pageOf(
              variables.showType === 'building' ? [notice(2, 'building')] : [notice(1, 'house'), notice(2, 'building')],
            ),
          },
        });
      }),
    );
    const { router } = renderRoute('/admin/information');
    expect(await screen.findByRole('link', { name: 'お知らせ1' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '表示先で絞り込み' }), 'building');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'お知らせ1' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?show_type=building');
    expect(asked).toEqual([null, 'building']);
    expect(screen.getAllByRole('cell', { name: '非住宅版' })).toHaveLength(1);
  });

  it('shows the validation messages of the form', async () => {
    renderRoute('/admin/information/create');
    const publishedAt = await screen.findByLabelText(/公開日時/);
    await userEvent.clear(publishedAt);
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('タイトルを入力してください')).toBeInTheDocument();
    expect(screen.getByText('本文を入力してください')).toBeInTheDocument();
    expect(screen.getByText('表示先を選択してください')).toBeInTheDocument();
    expect(screen.getByText('公開日時を入力してください')).toBeInTheDocument();
  });

  it('creates a notice with the published time as an ISO instant', async () => {
    let input: InformationInput | undefined;
    server.use(
      graphql.query(InformationListDocument, () =>
        HttpResponse.json({ data: { informationList: pageOf([notice(5, 'house')]) } }),
      ),
      graphql.mutation(CreateInformationDocument, ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { createInformation: notice(5, 'house') } });
      }),
    );
    renderRoute('/admin/information/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /タイトル/ }), '新しいお知らせ');
    await userEvent.type(screen.getByRole('textbox', { name: /本文/ }), '本文です');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /表示先/ }), 'house');
    const publishedAt = screen.getByLabelText(/公開日時/);
    await userEvent.clear(publishedAt);
    await userEvent.type(publishedAt, '2026-04-01T09:30');
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    await expectMessageOnList('お知らせ5', 'お知らせを登録しました');
    expect(input?.showType).toBe('house');
    expect(input?.publishedAt).toBe(new Date('2026-04-01T09:30').toISOString());
  });

  it('shows a notice in detail with safe links and no HTML', async () => {
    server.use(
      graphql.query(InformationDocument, () => HttpResponse.json({ data: { information: notice(9, 'both') } })),
    );
    renderRoute('/admin/information/9');
    const link = await screen.findByRole('link', { name: 'https://www.example.jp/n/9' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('住宅版・非住宅版')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
  });
});

describe('public notices', { timeout: 30_000 }, () => {
  const handler = () =>
    graphql.query(NoticesDocument, ({ variables }) => {
      const items =
        variables.audience === 'house'
          ? [notice(2, 'both', '両方のお知らせ'), notice(1, 'house', '住宅のお知らせ')]
          : [notice(2, 'both', '両方のお知らせ'), notice(3, 'building', '非住宅のお知らせ')];
      return HttpResponse.json({ data: { notices: pageOf(items) } });
    });

  /** Opens an edition's top page and reads its お知らせ section and the notices' headings. */
  const openNotices = async (path: string) => {
    server.use(handler());
    renderRoute(path);
    const section = within(await screen.findByRole('region', { name: 'お知らせ' }));
    return { section, headings: await section.findAllByRole('heading', { level: 3 }) };
  };

  it('/house shows house and both notices, newest first, with line breaks and links', async () => {
    const { section, headings } = await openNotices('/house');
    expect(headings.map((h) => h.textContent)).toEqual(['両方のお知らせ', '住宅のお知らせ']);
    expect(section.queryByText('非住宅のお知らせ')).not.toBeInTheDocument();
    expect(section.getByRole('link', { name: 'https://www.example.jp/n/1' })).toHaveAttribute('target', '_blank');
    expect(section.getAllByText(/一行目/)[0]).toHaveTextContent('一行目 詳しくは', { normalizeWhitespace: true });
  });

  it('/building shows building and both notices', async () => {
    const { headings } = await openNotices('/building');
    expect(headings.map((h) => h.textContent)).toEqual(['両方のお知らせ', '非住宅のお知らせ']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('非住宅版');
  });

  it('says so when there are none', async () => {
    server.use(graphql.query(NoticesDocument, () => HttpResponse.json({ data: { notices: pageOf([]) } })));
    renderRoute('/house');
    expect(await screen.findByText('現在お知らせはありません')).toBeInTheDocument();
  });

  it('another page of notices starts at the list heading, which takes focus', async () => {
    const pages: number[] = [];
    server.use(
      graphql.query(NoticesDocument, ({ variables }) => {
        const page = variables.page ?? 1;
        pages.push(page);
        const items = Array.from({ length: 25 }, (_, i) => notice((page - 1) * 25 + i + 1, 'house'));
        return HttpResponse.json({ data: { notices: { ...pageOf(items), total: 30, page } } });
      }),
    );
    const { router } = renderRoute('/house');
    const region = await screen.findByRole('region', { name: 'お知らせ' });
    const section = within(region);
    await section.findByText('お知らせ1');
    const [pager] = section.getAllByRole('navigation');
    // A page is a link (?page=n): it works before scripts run and can be shared.
    const next = within(pager!).getByRole('link', { name: /次へ/ });
    expect(next).toHaveAttribute('href', '/house?page=2');
    await userEvent.click(next);
    expect(section.getByRole('heading', { level: 2, name: 'お知らせ' })).toHaveFocus();
    expect(await section.findByText('お知らせ26')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(pages).toContain(2);
  });

  it('opens the page of notices the address names, and says so past the last', async () => {
    server.use(
      graphql.query(NoticesDocument, ({ variables }) => {
        const page = variables.page ?? 1;
        const items = page <= 2 ? Array.from({ length: 5 }, (_, i) => notice((page - 1) * 25 + i + 1, 'house')) : [];
        return HttpResponse.json({ data: { notices: { ...pageOf(items), total: 30, page } } });
      }),
    );
    renderRoute('/house?page=2');
    const section = within(await screen.findByRole('region', { name: 'お知らせ' }));
    expect(await section.findByText('お知らせ26')).toBeInTheDocument();
    cleanup();
    renderRoute('/house?page=9');
    const past = within(await screen.findByRole('region', { name: 'お知らせ' }));
    expect(await past.findByText(/9ページ目はありません（全2ページ）/)).toBeInTheDocument();
    expect(past.getByRole('link', { name: '最後のページへ' })).toHaveAttribute('href', '/house?page=2');
  });
});

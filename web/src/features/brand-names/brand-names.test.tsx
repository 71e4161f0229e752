import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  BrandNameDocument,
  BrandNameOrganizationsDocument,
  BrandNamesDocument,
  CreateBrandNameDocument,
  DeleteBrandNameDocument,
} from '@/generated/graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectMessageOnList, preloadMasterScreens, signInAsAdmin } from '@/testing/admin';
import { inputRefusal } from '@/testing/input-refusal';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';

preloadMasterScreens(() => import('@/app/routes/admin/brand-names'));

const organization = { __typename: 'Organization' as const, id: 7, name: '東和エネルギー株式会社' };
const brandName = (id: number) => ({
  __typename: 'BrandName' as const,
  id,
  name: `ブランド${id}`,
  note: `備考${id}`,
  organization,
});
const page = (pageNumber: number, total: number) => ({
  __typename: 'BrandNamePage' as const,
  total,
  page: pageNumber,
  pageSize: 25,
  items: Array.from({ length: pageNumber === 1 ? Math.min(25, total) : total - 25 }, (_, i) =>
    brandName((pageNumber - 1) * 25 + i + 1),
  ),
});

beforeEach(() => {
  signInAsAdmin();
  server.use(
    graphql.query(BrandNameOrganizationsDocument, () =>
      HttpResponse.json({ data: { brandNameOrganizations: [organization] } }),
    ),
    graphql.query(BrandNameDocument, ({ variables }) =>
      HttpResponse.json({ data: { brandName: brandName(Number(variables.id)) } }),
    ),
  );
});

describe('brand name screens', { timeout: 30_000 }, () => {
  it('lists 25 a page and asks the server for the page chosen in the pager', async () => {
    const requested: unknown[] = [];
    server.use(
      graphql.query(BrandNamesDocument, ({ variables }) => {
        requested.push(variables.page);
        return HttpResponse.json({ data: { brandNames: page(Number(variables.page), 30) } });
      }),
    );
    const { router } = renderRoute('/admin/brand_names');
    expect(await screen.findByRole('cell', { name: 'ブランド1' })).toBeInTheDocument();
    expect(screen.getByText('全30件')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF出力' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: '2ページ' }));
    expect(await screen.findByRole('cell', { name: 'ブランド26' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requested).toEqual([1, 2]);
  });

  it('shows the validation messages and sends nothing while invalid', async () => {
    let sent = false;
    server.use(graphql.mutation(CreateBrandNameDocument, () => ((sent = true), HttpResponse.json({ data: null }))));
    renderRoute('/admin/brand_names/create');
    await userEvent.click(await screen.findByRole('button', { name: '登録する' }));
    expect(await screen.findByText('ブランド名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('事業者を選択してください')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: /ブランド名/ }));
    await userEvent.paste('x'.repeat(256));
    await userEvent.tab();
    expect(await screen.findByText('ブランド名は255文字以内で入力してください')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('creates, then shows the success message on the list; server errors go to the error list', async () => {
    let input: unknown;
    server.use(
      graphql.query(BrandNamesDocument, () => HttpResponse.json({ data: { brandNames: page(1, 1) } })),
      graphql.mutation(CreateBrandNameDocument, ({ variables }) => {
        input = variables.input;
        if (variables.input.name === '重複') {
          return inputRefusal({ organizationId: ['承認済みの事業者を選択してください'] });
        }
        return HttpResponse.json({ data: { createBrandName: brandName(99) } });
      }),
    );
    const { router } = renderRoute('/admin/brand_names/create');
    const name = await screen.findByRole('textbox', { name: /ブランド名/ });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.type(name, '重複');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /事業者/ }), '7');
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    const errors = within(await screen.findByRole('list', { name: 'エラー一覧' }));
    expect(errors.getByText('承認済みの事業者を選択してください')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/brand_names/create');

    await userEvent.clear(name);
    await userEvent.type(name, '  新ブランド ');
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    await expectMessageOnList('ブランド1', 'ブランド事業者を登録しました');
    expect(router.state.location.pathname).toBe('/admin/brand_names');
    expect(input).toEqual({ name: '新ブランド', organizationId: 7, note: '' });
  });

  it('deletes after confirming in the modal', async () => {
    let deleted: unknown;
    server.use(
      graphql.query(BrandNamesDocument, () => HttpResponse.json({ data: { brandNames: page(1, 1) } })),
      graphql.mutation(
        DeleteBrandNameDocument,
        ({ variables }) => ((deleted = variables.id), HttpResponse.json({ data: { deleteBrandName: true } })),
      ),
    );
    const { router } = renderRoute('/admin/brand_names/3/delete');
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('ブランド事業者を削除しますか？')).toBeInTheDocument();
    expect(dialog.getByText(/「ブランド3」を削除します/)).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/brand_names'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted).toBeUndefined();

    await router.navigate('/admin/brand_names/3/delete');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '削除する' }));
    await expectMessageOnList('ブランド1', 'ブランド事業者を削除しました');
    expect(router.state.location.pathname).toBe('/admin/brand_names');
    expect(deleted).toBe(3);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { RegisterDocument, type RegistrationInput } from '@/generated/graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { registrationDraft, termsAccepted } from '@/features/organizations/stores/drafts';
import { inputRefusal } from '@/testing/input-refusal';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { allowSlowRoutes, typeInto } from '@/testing/user-input';

allowSlowRoutes();

beforeEach(() => {
  termsAccepted.reset();
  registrationDraft.reset();
});

const field = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;

async function fillRegistration(container: HTMLElement) {
  const values: Record<string, string> = {
    'organization.name': '株式会社テスト',
    'organization.postcode': '100-0001',
    'organization.address': '東京都千代田区',
    'organization.tel': '03-0000-0000',
    'organization.zipPassword': 'zip-1',
    'organization.zipPasswordConfirmation': 'zip-1',
    'user.name': '担当 太郎',
    'user.tel': '03-0000-0001',
    'user.email': 'new@example.jp',
    'user.emailConfirmation': 'new@example.jp',
    'user.password': 'Password-1',
    'user.passwordConfirmation': 'Password-1',
  };
  for (const [name, value] of Object.entries(values)) await typeInto(field(container, name), value);
  await userEvent.selectOptions(field(container, 'organization.type'), '1');
}

/** With the terms accepted: the registration form, once it shows. */
async function openRegisterForm() {
  termsAccepted.set(true);
  const rendered = renderRoute('/organization/register');
  await screen.findByRole('form', { name: '登録フォーム' });
  return rendered;
}

/** With the terms accepted: the form filled with valid values and sent on to the confirm step. */
async function fillAndConfirm() {
  const rendered = await openRegisterForm();
  await fillRegistration(rendered.container);
  await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
  return rendered;
}

describe('registration', () => {
  it.each(['/organization/register', '/organization/register/confirm', '/organization/register/complete'])(
    'redirects %s to the guide without accepted terms',
    async (path) => {
      const { router } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/organization/guide'));
      expect(await screen.findByRole('heading', { name: '利用規約' })).toBeInTheDocument();
    },
  );

  it('opens the form only after accepting; every field starts empty and belong_to is "0"', async () => {
    const { router, container } = renderRoute('/organization/guide');
    const accept = await screen.findByRole('button', { name: '同意して登録へ進む' });
    expect(accept).toBeDisabled();
    await userEvent.click(screen.getByText('利用規約に同意する'));
    await userEvent.click(accept);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/register'));
    expect(termsAccepted.get()).toBe(true);
    await screen.findByRole('form', { name: '登録フォーム' });
    for (const name of [
      'organization.name',
      'organization.postcode',
      'organization.zipPassword',
      'organization.type',
      'user.division',
      'user.name',
      'user.email',
      'user.password',
    ]) {
      expect(field(container, name).value).toBe('');
    }
    expect(field(container, 'organization.belongTo').value).toBe('0');
  });

  it('shows the SPEC §5 messages', async () => {
    const { container } = await openRegisterForm();
    await typeInto(field(container, 'organization.zipPassword'), 'a');
    await typeInto(field(container, 'organization.zipPasswordConfirmation'), 'b');
    await typeInto(field(container, 'user.emailConfirmation'), 'x@example.jp');
    await typeInto(field(container, 'user.passwordConfirmation'), 'x');
    await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(
      await screen.findByText('ファイルアップロード用パスワードが確認用ファイルアップロード用パスワードと一致しません'),
    ).toBeInTheDocument();
    expect(screen.getByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(screen.getByText('メールアドレスが確認用メールアドレスと一致しません')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードが確認用パスワードと一致しません')).toBeInTheDocument();
  });

  it('a submit that validation stops takes focus to the first invalid field, which its message describes', async () => {
    const { container } = await openRegisterForm();
    await typeInto(field(container, 'organization.name'), '株式会社テスト');
    await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
    // 事業者名 is filled; 事業者区分 is the first field the form refuses.
    const type = field(container, 'organization.type');
    await waitFor(() => expect(type).toHaveFocus());
    expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(type.getAttribute('aria-errormessage')!)).toHaveTextContent(
      '事業者区分を選択してください',
    );
    // Also its description, which VoiceOver reads (it ignores aria-errormessage).
    expect(type).toHaveAccessibleDescription('事業者区分を選択してください');
  });

  it('rewrites a postcode and phone numbers typed with a Japanese IME in half-width (the postcode hyphenated) when the field is left', async () => {
    const { container } = await openRegisterForm();
    await typeInto(field(container, 'organization.postcode'), '１０００００１');
    await typeInto(field(container, 'organization.tel'), '０３ー１２３４ー５６７８');
    await typeInto(field(container, 'user.tel'), '（０３）１２３４－５６７８');
    await userEvent.tab();

    await waitFor(() => expect(field(container, 'user.tel')).toHaveValue('(03)1234-5678'));
    expect(field(container, 'organization.postcode')).toHaveValue('100-0001');
    expect(field(container, 'organization.tel')).toHaveValue('03-1234-5678');
    expect(screen.queryByText('電話番号は半角数字とハイフンで入力してください')).not.toBeInTheDocument();
    // What browsers fill in and which keyboard a phone shows (WCAG 1.3.5).
    expect(field(container, 'organization.postcode')).toHaveAttribute('inputmode', 'numeric');
    expect(field(container, 'organization.tel')).toHaveAttribute('autocomplete', 'tel');
    expect(field(container, 'user.tel')).toHaveAttribute('autocomplete', 'tel');
  });

  it('confirms the half-width phone number when Enter submits the form from the field it was typed in', async () => {
    const { router, container } = await openRegisterForm();
    await fillRegistration(container);
    await typeInto(field(container, 'user.tel'), '０３－１２３４－５６７８');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/register/confirm'));
    expect(await screen.findByText('03-1234-5678')).toBeInTheDocument();
    expect(screen.queryByText('０３－１２３４－５６７８')).not.toBeInTheDocument();
    expect(registrationDraft.get()?.user.tel).toBe('03-1234-5678');
  });

  it('confirms and sends all five manager flags false, then completes', async () => {
    let sent: RegistrationInput | undefined;
    server.use(
      graphql.mutation(RegisterDocument, ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({ data: { register: { __typename: 'Organization', id: 5, status: 'registered' } } });
      }),
    );
    const { router } = await fillAndConfirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/register/confirm'));
    const submit = await screen.findByRole('button', { name: '登録する' });
    expect(screen.getByText('製造事業者')).toBeInTheDocument();
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/register/complete'));
    expect(sent?.organization).toMatchObject({
      type: 1,
      belongTo: '0',
      cogenerationManager: false,
      hybridWaterHeaterManager: false,
      electricHeatPumpManager: false,
      solarSystemManager: false,
      solarWaterHeaterManager: false,
    });
    expect(sent?.user).toMatchObject({ email: 'new@example.jp', emailConfirmation: 'new@example.jp' });
    await waitFor(() => expect(registrationDraft.get()).toBeNull());
  });

  it('keeps the passwords out of sessionStorage; after a reload confirm asks for them again, the rest kept', async () => {
    const { router, container } = await fillAndConfirm();
    expect(await screen.findByRole('button', { name: '登録する' })).toBeInTheDocument();
    const stored = window.sessionStorage.getItem('registrationDraft')!;
    expect(stored).toContain('株式会社テスト');
    expect(stored).not.toContain('zip-1');
    expect(stored).not.toContain('Password-1');

    // A reload: the store starts again from what sessionStorage holds.
    registrationDraft.set(JSON.parse(stored));
    await router.navigate('/organization/register/confirm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/register'));
    expect(
      await screen.findByText('パスワードは安全のため保存していません。お手数ですが、もう一度入力してください'),
    ).toBeInTheDocument();
    await waitFor(() => expect(field(container, 'organization.name').value).toBe('株式会社テスト'));
    expect(field(container, 'user.email').value).toBe('new@example.jp');
    expect(field(container, 'organization.zipPassword').value).toBe('');
    expect(field(container, 'user.password').value).toBe('');
  });

  it('a field the server refuses sends the visitor back to the form, that field marked and focused', async () => {
    server.use(
      graphql.mutation(RegisterDocument, () =>
        inputRefusal({ 'user.email': ['このメールアドレスは既に登録されています'] }),
      ),
    );
    const { router, container } = await fillAndConfirm();
    await userEvent.click(await screen.findByRole('button', { name: '登録する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/register'));
    const list = within(await screen.findByRole('list', { name: 'エラー一覧' }));
    expect(list.getByText('このメールアドレスは既に登録されています')).toBeInTheDocument();
    const email = field(container, 'user.email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('このメールアドレスは既に登録されています'));
    expect(field(container, 'organization.name').value).toBe('株式会社テスト');
    // The history entry forgets the refused fields: coming back to this step later marks nothing.
    await waitFor(() => expect(router.state.location.state).not.toHaveProperty('fieldErrors'));

    // Typing a new address clears the mark.
    await userEvent.clear(email);
    await userEvent.type(email, 'other@example.jp');
    await userEvent.clear(field(container, 'user.emailConfirmation'));
    await userEvent.type(field(container, 'user.emailConfirmation'), 'other@example.jp');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a refusal that names no field stays on confirm with its message', async () => {
    server.use(
      graphql.mutation(RegisterDocument, () =>
        HttpResponse.json({ errors: [{ message: '登録を受け付けられません', extensions: { code: 'FORBIDDEN' } }] }),
      ),
    );
    const { router } = await fillAndConfirm();
    await userEvent.click(await screen.findByRole('button', { name: '登録する' }));
    const list = within(await screen.findByRole('list', { name: 'エラー一覧' }));
    expect(list.getByText('登録を受け付けられません')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organization/register/confirm');
  });
});

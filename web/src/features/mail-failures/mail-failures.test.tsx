import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { DiscardMailDocument, MailFailuresDocument, ResendMailDocument } from '@/generated/graphql';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '@/testing/admin';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await import('@/app/routes/admin/mail-failures');
}, 30_000);

const failure = (id: number, givenUp: boolean) => ({
  __typename: 'MailFailure' as const,
  id,
  to: [`user${id}@example.jp`],
  subject: '【省エネ設備 登録情報ポータル】事業者登録が承認されました',
  attempts: givenUp ? 25 : 3,
  maxAttempts: 25,
  givenUp,
  lastError: '550 mailbox unavailable',
  nextAttemptAt: '2026-11-24T01:05:00.000Z',
  queuedAt: '2026-11-24T00:00:00.000Z',
});

let rows = [failure(7, true), failure(8, false)];
const sent: { resend: number[]; discard: number[] } = { resend: [], discard: [] };

beforeEach(() => {
  signInAsAdmin();
  rows = [failure(7, true), failure(8, false)];
  sent.resend = [];
  sent.discard = [];
  server.use(
    graphql.query(MailFailuresDocument, () => HttpResponse.json({ data: { mailFailures: rows } })),
    graphql.mutation(ResendMailDocument, ({ variables }) => {
      sent.resend.push(variables.id);
      rows = rows.filter((r) => r.id !== variables.id);
      return HttpResponse.json({ data: { resendMail: true } });
    }),
    graphql.mutation(DiscardMailDocument, ({ variables }) => {
      sent.discard.push(variables.id);
      rows = rows.filter((r) => r.id !== variables.id);
      return HttpResponse.json({ data: { discardMail: true } });
    }),
  );
});

describe('mail the queue could not deliver (/admin/mail_failures)', { timeout: 30_000 }, () => {
  it('lists given-up and retrying mail with recipients, attempts and the SMTP reply', async () => {
    renderRoute('/admin/mail_failures');
    const table = within(await screen.findByRole('table', { name: '送信できなかったメール一覧' }));
    expect(table.getByText('送信中止')).toBeInTheDocument();
    expect(table.getByText('再試行中')).toBeInTheDocument();
    expect(table.getByText('user7@example.jp')).toBeInTheDocument();
    expect(table.getByText('25 / 25')).toBeInTheDocument();
    expect(table.getAllByText('550 mailbox unavailable')).toHaveLength(2);
  });

  it('resends a mail and says so', async () => {
    renderRoute('/admin/mail_failures');
    await userEvent.click(await screen.findByRole('button', { name: /user7@example\.jp）を再送/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('メールを再送しました');
    expect(sent.resend).toEqual([7]);
    expect(screen.queryByText('user7@example.jp')).not.toBeInTheDocument();
  });

  it('discards a mail only after the confirmation', async () => {
    renderRoute('/admin/mail_failures');
    await userEvent.click(await screen.findByRole('button', { name: /user8@example\.jp）を破棄/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    // The closing dialog keeps the page behind it hidden until it is gone.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent.discard).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /user8@example\.jp）を破棄/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '破棄する' }));
    expect(await screen.findByRole('status')).toHaveTextContent('メールを破棄しました');
    expect(sent.discard).toEqual([8]);
  });

  it('shows that nothing failed', async () => {
    rows = [];
    renderRoute('/admin/mail_failures');
    expect(await screen.findByText('送信できなかったメールはありません')).toBeInTheDocument();
  });
});

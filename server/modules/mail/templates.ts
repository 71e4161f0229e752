import { dateAsShown } from '../../rules/tokyo-date.js';
import type { MailMessage } from './mailer.js';

/** Japanese plain-text mails. Each returns subject and body; the caller adds the recipients. */
type Mail = Omit<MailMessage, 'to'>;

const SITE = '省エネ設備 登録情報ポータル';
const FOOTER = ['', '-- ', SITE, '※このメールは送信専用のアドレスから送信しています。'].join('\n');

/** A mail of the portal: the site's name before the subject, the footer after the lines. */
const mail = (subject: string, lines: string[]): Mail => ({
  subject: `【${SITE}】${subject}`,
  text: [...lines, FOOTER].join('\n'),
});

/** The device categories an organization manages, as the mails list them. */
const categoriesText = (categories: string[]) => (categories.length > 0 ? categories.join('、') : 'なし');

export function registrationNoticeMail(input: {
  organizationName: string;
  userName: string;
  email: string;
  adminUrl: string;
}): Mail {
  return mail('情報提供事業者の登録申請がありました', [
    '管理者各位',
    '',
    '情報提供事業者の登録申請がありました。内容を確認し、承認または利用停止の処理を行ってください。',
    '',
    `事業者名: ${input.organizationName}`,
    `担当者名: ${input.userName}`,
    `メールアドレス: ${input.email}`,
    '',
    `事業者管理: ${input.adminUrl}`,
  ]);
}

export function approvedMail(input: { organizationName: string; categories: string[]; loginUrl: string }): Mail {
  return mail('情報提供事業者の登録が承認されました', [
    `${input.organizationName} ご担当者様`,
    '',
    '情報提供事業者の登録が承認されました。以下のページからログインしてご利用ください。',
    '',
    `ログイン: ${input.loginUrl}`,
    `管理できる機器: ${categoriesText(input.categories)}`,
  ]);
}

export function managerFlagsChangedMail(input: {
  organizationName: string;
  categories: string[];
  loginUrl: string;
}): Mail {
  return mail('管理できる機器が変更されました', [
    `${input.organizationName} ご担当者様`,
    '',
    '管理者により、貴社が登録・管理できる機器の区分が変更されました。',
    '',
    `変更後の管理できる機器: ${categoriesText(input.categories)}`,
    `ログイン: ${input.loginUrl}`,
  ]);
}

/**
 * The administrator's 利用停止. For an application never approved it is a refusal of the
 * application (利用停止 of what was never in use read oddly); its address stays registered, so
 * applying again goes through the association.
 */
export function disabledMail(input: {
  organizationName: string;
  neverApproved: boolean;
  /** The association's contact page; without a web build, none. */
  contactUrl: string | null;
}): Mail {
  const contact = input.contactUrl ? [`お問い合わせ: ${input.contactUrl}`] : [];
  const [subject, ...body] = input.neverApproved
    ? [
        '情報提供事業者の登録申請について',
        '情報提供事業者としての登録申請は、管理者により承認されませんでした。',
        'このメールアドレスで改めて登録申請される場合や、ご不明な点がある場合は、運営事務局までお問い合わせください。',
      ]
    : [
        '情報提供事業者の利用が停止されました',
        '情報提供事業者としての利用が管理者により停止されました。ログインはできません。',
        'ご不明な点は運営事務局までお問い合わせください。',
      ];
  return mail(subject, [`${input.organizationName} ご担当者様`, '', ...body, ...contact]);
}

export function passwordResetMail(input: { userName: string; resetUrl: string; minutes: number }): Mail {
  return mail('パスワード再設定のご案内', [
    `${input.userName} 様`,
    '',
    'パスワード再設定のお申し込みを受け付けました。',
    `以下のリンクを開き、${input.minutes}分以内に新しいパスワードを設定してください。`,
    '',
    input.resetUrl,
    '',
    'リンクは一度だけ使えます。お心当たりがない場合は、このメールを破棄してください（パスワードは変更されません）。',
  ]);
}

const DEVICE_EVENT_TEXT = {
  apply_publish: {
    subject: '機器の公開申請がありました',
    body: '機器の公開申請がありました。内容を確認し、承認してください。',
  },
  apply_cancel: {
    subject: '機器の取消申請がありました',
    body: '機器の取消申請がありました。内容を確認し、取消の処理を行ってください。',
  },
  withdraw_cancel: {
    subject: '機器の取消申請が取り下げられました',
    body: '機器の取消申請が取り下げられました。機器は公開中に戻りました。取消の処理は不要です。',
  },
  approve: { subject: '機器の公開が承認されました', body: '申請された機器の公開が承認されました。' },
  cancel: {
    subject: '機器の登録が取り消されました',
    body: '機器の登録が取り消されました。詳細は機器の履歴をご確認ください。',
  },
} as const;

export function deviceEventMail(input: {
  action: keyof typeof DEVICE_EVENT_TEXT;
  categoryLabel: string;
  certificateNumber: string;
  /** yyyy-mm-dd or null: an approved device without one is never public. */
  publishDate: string | null;
  url: string;
}): Mail {
  const text = DEVICE_EVENT_TEXT[input.action];
  const publication =
    input.action !== 'approve'
      ? ''
      : input.publishDate
        ? `公開日（${dateAsShown(input.publishDate)}）から一般に公開されます。`
        : '公開日が未設定のため、公開日を設定するまで一般には公開されません。';
  return mail(`${text.subject}（${input.categoryLabel} ${input.certificateNumber}）`, [
    text.body + publication,
    '',
    `機器区分: ${input.categoryLabel}`,
    `証明書番号: ${input.certificateNumber}`,
    `詳細: ${input.url}`,
  ]);
}

import type { MailMessage } from './mailer.js';

/** Japanese plain-text mails. Each returns subject and body; the caller adds the recipients. */
type Mail = Omit<MailMessage, 'to'>;

const SITE = '省エネ設備 登録情報ポータル';
const FOOTER = ['', '-- ', SITE, '※このメールは送信専用のアドレスから送信しています。'].join('\n');

export function registrationNoticeMail(input: { organizationName: string; userName: string; email: string; adminUrl: string }): Mail {
  return {
    subject: `【${SITE}】情報提供事業者の登録申請がありました`,
    text: [
      '管理者各位',
      '',
      '情報提供事業者の登録申請がありました。内容を確認し、承認または利用停止の処理を行ってください。',
      '',
      `事業者名: ${input.organizationName}`,
      `担当者名: ${input.userName}`,
      `メールアドレス: ${input.email}`,
      '',
      `事業者管理: ${input.adminUrl}`,
      FOOTER,
    ].join('\n'),
  };
}

export function approvedMail(input: { organizationName: string; categories: string[]; loginUrl: string }): Mail {
  return {
    subject: `【${SITE}】情報提供事業者の登録が承認されました`,
    text: [
      `${input.organizationName} ご担当者様`,
      '',
      '情報提供事業者の登録が承認されました。以下のページからログインしてご利用ください。',
      '',
      `ログイン: ${input.loginUrl}`,
      `管理できる機器: ${input.categories.length > 0 ? input.categories.join('、') : 'なし'}`,
      FOOTER,
    ].join('\n'),
  };
}

export function disabledMail(input: { organizationName: string }): Mail {
  return {
    subject: `【${SITE}】情報提供事業者の利用が停止されました`,
    text: [
      `${input.organizationName} ご担当者様`,
      '',
      '情報提供事業者としての利用が管理者により停止されました。ログインはできません。',
      'ご不明な点は運営事務局までお問い合わせください。',
      FOOTER,
    ].join('\n'),
  };
}

export function passwordResetMail(input: { userName: string; resetUrl: string; minutes: number }): Mail {
  return {
    subject: `【${SITE}】パスワード再設定のご案内`,
    text: [
      `${input.userName} 様`,
      '',
      'パスワード再設定のお申し込みを受け付けました。',
      `以下のリンクを開き、${input.minutes}分以内に新しいパスワードを設定してください。`,
      '',
      input.resetUrl,
      '',
      'リンクは一度だけ使えます。お心当たりがない場合は、このメールを破棄してください（パスワードは変更されません）。',
      FOOTER,
    ].join('\n'),
  };
}

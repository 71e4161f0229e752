/**
 * The device forms' rules shared by the server and the web (imported there as `@rules/…`): the
 * upload form, the date change and the cancellation (its reasons are in device-cancel.ts).
 */
export const DEVICE_NOTE_MAX = 1000;

export const DEVICE_FORM_MESSAGES = {
  zipFile: 'ZIPファイルを選択してください',
  passwordType: 'パスワードの種類を選択してください',
  sharedPassword: '共用パスワードを選択してください',
  canceledAtRequired: '取消日は必須です',
  releaseDateRequired: '発売予定年月日は必須です',
  publishDateRequired: '公開日を入力してください',
  noteLength: `備考は${DEVICE_NOTE_MAX}文字以内で入力してください`,
} as const;

export const invalidDateMessage = (label: string) => `${label}は正しい日付で入力してください`;

/** What the upload takes: a file named *.zip (its contents are the server's to check). */
export const isZipFileName = (name: string): boolean => /\.zip$/i.test(name);

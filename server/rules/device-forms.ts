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

const MIB = 1024 * 1024;

/** A file's size as the screens name it: 840KB, 2.5MB, 50MB (KB rounded up, so a small file is never "0KB"). */
export function fileSizeLabel(bytes: number): string {
  if (bytes < MIB) return `${Math.max(1, Math.ceil(bytes / 1024))}KB`;
  return `${Number((bytes / MIB).toFixed(1))}MB`;
}

/** A zip above the upload limit (UPLOAD_MAX_BYTES): refused by the server, and by the form before sending. */
export const zipTooLargeMessage = (maxBytes: number): string =>
  `ZIPファイルのサイズが上限（${fileSizeLabel(maxBytes)}）を超えています`;

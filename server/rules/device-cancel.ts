/**
 * Field rules shared by the server and the web (imported there as `@rules/…`): pure data and
 * functions only, no server-only imports (a lint rule keeps it so).
 */

/** The reasons an organization or an administrator may give for a cancellation: a fixed list. */
export const CANCEL_REASONS = ['販売終了', '仕様変更', '証明書の誤り', '登録内容の誤り', 'その他'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_MESSAGES = {
  required: '取消理由を選択してください',
  notInList: '取消理由は一覧から選択してください',
} as const;

export const isCancelReason = (value: string): value is CancelReason =>
  (CANCEL_REASONS as readonly string[]).includes(value);

/**
 * The Japanese words for a device's status (SPEC §3), in lifecycle order: the server's lists, PDFs
 * and CSVs and the web's filter and badges read this one table (the web as `@rules/device-status`).
 */
export const DEVICE_STATUS_LABELS = {
  registered: '登録済',
  publish_requested: '公開申請中',
  published: '公開中',
  cancel_requested: '取消申請中',
  canceled: '取消済',
} as const;

/**
 * The sheets of the workbook template; the upload reads the first one. Kept apart from the
 * template's builder so that tests run outside the server (e2e) can name the sheets without loading
 * the registry and its GraphQL types.
 */
export const TEMPLATE_SHEETS = { data: '機器一覧', guide: '記入方法', lists: '選択肢' } as const;

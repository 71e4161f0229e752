import { filterDate, flag, text } from '../../core/validation.js';

/**
 * The device list filters both doors (/api and GraphQL) and every role (visitor, organization,
 * administrator) read, parsed once: the same input is accepted or refused with the same message
 * whoever sends it and however (docs/decisions.md, "One filter parser").
 */
export const listDateFilter = (label: string) => filterDate(`${label}は日付(YYYY-MM-DD)で指定してください`);

export const releaseDateFromFilter = () => listDateFilter('発売予定年月日');
export const publishDateFromFilter = () => listDateFilter('公開日');

/** 取消済を含む: true/false (query strings also 1/0); not given is false. */
export const includeExpiredFilter = () => flag('取消済を含めるかどうかはtrueかfalseで指定してください').default(false);

export const brandNameFilter = () =>
  text('ブランド名は文字列で指定してください').max(255, 'ブランド名は255文字以内で指定してください');

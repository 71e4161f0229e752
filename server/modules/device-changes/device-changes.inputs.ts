import { number, object, string } from 'yup';
import { dateTime } from '../../core/validation.js';
import { emptyToUndefined } from '../public-devices/index.js';
import { includeExpiredFilter } from '../device-registry/index.js';

export const CHANGES_DEFAULT_PAGE = 100;
export const CHANGES_MAX_PAGE = 500;

/** Arguments of publicDeviceChanges and GET /api/{cat}/changes. */
export const changesSchema = object({
  since: dateTime('sinceは日時(ISO 8601、例: 2026-11-23T00:00:00Z)で指定してください').optional(),
  first: number()
    .transform(emptyToUndefined)
    .typeError('firstは数値で指定してください')
    .integer('firstは整数で指定してください')
    .min(1, 'firstは1以上で指定してください')
    .max(CHANGES_MAX_PAGE, `firstは${CHANGES_MAX_PAGE}以下で指定してください`)
    .default(CHANGES_DEFAULT_PAGE),
  after: string()
    .transform(emptyToUndefined)
    .typeError('afterは文字列で指定してください')
    .max(300, 'afterが正しくありません')
    .optional(),
  includeExpired: includeExpiredFilter(),
});

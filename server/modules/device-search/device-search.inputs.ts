import { mixed, object } from 'yup';
import { DeviceCategory } from '../../core/domain.js';
import { SEARCH_MESSAGES, checkSearchQuery } from '../../rules/device-search.js';
import { includeExpiredFilter } from '../device-registry/index.js';
import { cursorWindowFields, emptyToUndefined } from '../public-devices/index.js';

/** searchDevices / GET /api/search: the query (2-100 characters, trimmed), a category, paging. */
export const searchInputSchema = object({
  q: mixed<string>()
    .test('bounds', (value, context) => {
      const checked = checkSearchQuery(value);
      return checked.ok || context.createError({ message: checked.message });
    })
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(SEARCH_MESSAGES.tooShort),
  category: mixed<DeviceCategory>()
    .oneOf([...Object.values(DeviceCategory), undefined], '機器の種類の指定が正しくありません')
    .transform(emptyToUndefined),
  includeExpired: includeExpiredFilter(),
  ...cursorWindowFields(),
});

import type { FilterQuery } from '@mikro-orm/core';
import { containsPattern, escapeLike } from '../../core/db/like.js';
import { escapeRegExp } from '../../core/escape-regexp.js';
import { filterDate, flag, text } from '../../core/validation.js';
import { NUMBER_PART_INSIDE_MIN, SEARCH_QUERY_MAX, normalizeNumber } from '../../rules/device-search.js';
import type { Device } from './device.entity.js';
import { numberKeyPart } from './device-search-keys.js';

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

/**
 * 品番・証明書番号: held as its search key (rules/device-search.ts normalizeNumber), so `ＲＵＸ－Ａ２０１５`
 * and `ruxa2015` filter alike; a value with nothing left after normalizing (`--`) filters nothing.
 */
export const numberFilter = () =>
  text('品番・証明書番号は文字列で指定してください')
    .max(SEARCH_QUERY_MAX, `品番・証明書番号は${SEARCH_QUERY_MAX}文字以内で指定してください`)
    .transform((value: unknown) => (typeof value === 'string' ? normalizeNumber(value) || undefined : value))
    .optional();

/** システム型式 (solar systems and solar water heaters), held as its search key like numberFilter. */
export const systemTypeFilter = () =>
  text('システム型式は文字列で指定してください')
    .max(SEARCH_QUERY_MAX, `システム型式は${SEARCH_QUERY_MAX}文字以内で指定してください`)
    .transform((value: unknown) => (typeof value === 'string' ? normalizeNumber(value) || undefined : value))
    .optional();

/** Whether a number key part is too short to be looked for inside a number (numberKeyPattern). */
const atNumberStartOnly = (key: string) => [...key].length < NUMBER_PART_INSIDE_MIN;

/**
 * The LIKE pattern a number key (rules/device-search.ts normalizeNumber) is looked for with in
 * `devices.search_numbers` (`|CERT|PU|…|`): anywhere in a number from three characters on; one or
 * two characters only at a number's start, where the separator gives them trigrams with the
 * word's edge. Inside a word they have none: `%東芝%` had PostgreSQL check every device (1.3 s at
 * 1,000,000 devices), and two characters inside numbers match most of a registry anyway.
 */
export function numberKeyPattern(key: string): string {
  return atNumberStartOnly(key) ? `%|${escapeLike(key)}%` : containsPattern(key);
}

/**
 * The `number` filter: numberKeyPattern over the certificate number and the category's identifying
 * fields, on the stored key (trigram-indexed). `pattern` is numberKeyPattern(key), or a compiled
 * statement's slot standing for it.
 */
export const numberWhere = (pattern: string): FilterQuery<Device> => ({ searchNumbers: { $like: pattern } });

/**
 * The `system_type` filter's value: a regular expression for a part of the system type's place
 * in the key (the places before it skipped); one or two characters only at its start, as
 * numberKeyPattern. pg_trgm's index serves `~` as it serves LIKE.
 */
export function systemTypePattern(key: string): string {
  const skipped = `^(?:[^|]*\\|){${numberKeyPart('systemType') - 1}}`;
  const anywhere = atNumberStartOnly(key) ? '' : '[^|]*';
  return `${skipped}${anywhere}${escapeRegExp(key)}`;
}

/** The `system_type` filter: `pattern` is systemTypePattern(key), or a compiled statement's slot standing for it. */
export const systemTypeWhere = (pattern: string): FilterQuery<Device> => ({ searchNumbers: { $re: pattern } });

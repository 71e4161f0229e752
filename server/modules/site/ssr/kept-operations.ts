import { operationMemo } from '../../../core/graphql/operation-memo.js';
import { onlyRootFields, PUBLIC_ROOT_FIELDS, queryRootFields } from '../../../core/graphql/public-query-cache.js';

/**
 * Root fields of the notices and reference links on the public pages. As a visitor asks them (a
 * page's queries run without a session), their answers are the same for everyone and change only
 * with the tables whose writes bump the content version (Migration20261204200000: information,
 * links, categories, organizations), or as a scheduled notice goes public, which the version counts.
 */
const CONTENT_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'notices',
  'newLinks',
  'publicLinks',
  'linkCategories',
  'categoryLevels',
  'openingCategories',
  'categoryOrganizations',
  'openingLinks',
]);

const KEPT_ROOT_FIELDS: ReadonlySet<string> = new Set([...PUBLIC_ROOT_FIELDS, ...CONTENT_ROOT_FIELDS]);

/**
 * Whether a page whose render ran this operation can be kept for the devices' and the content's
 * versions: a query of public device fields and content fields only.
 */
export const keptPageOperation = operationMemo((query, operationName): boolean => {
  const parsed = queryRootFields(query, operationName);
  return parsed !== null && onlyRootFields(parsed.fields, KEPT_ROOT_FIELDS);
});

import { PublicDeviceStatus } from '../../../core/domain.js';
import {
  CATEGORY_DEFINITIONS,
  fieldDescription,
  oneSchemaPerCategory,
  performanceValue,
  type CategoryDefinition,
} from '../../device-registry/index.js';
import { snakeKey } from '../../../core/rest/case.js';
import type { JsonSchema } from '../../../core/rest/openapi/json-schema.js';
import { SEARCH_MATCH_KINDS } from '../../../rules/device-search.js';
import { date, dateTime, objectOf, orNull, ref } from '../../../core/rest/openapi/schema-parts.js';

/**
 * The JSON Schemas of what the public equipment routes answer (publicDeviceJson and the envelopes
 * around it), from the category table, so a mirror can generate its types: one object per
 * category, every key always present, the category's own values typed, bounded and described as
 * the upload validates them. A test checks real answers of every category against them.
 */

/** The schema name of a category's public device, e.g. `PublicDevice_cogeneration_systems`. */
export const publicDeviceSchemaName = (definition: CategoryDefinition) => `PublicDevice_${definition.apiResource}`;

function publicDeviceSchema(definition: CategoryDefinition): JsonSchema {
  const identifying = definition.identifyingFields.map((f) => [
    snakeKey(f.key),
    { type: 'string', description: fieldDescription(f.key, f.label) },
  ]);
  const performance = definition.performanceFields.map((f) => [snakeKey(f.key), performanceValue(f)]);
  return objectOf(
    {
      id: { type: 'integer', description: 'Device id — 機器ID' },
      category: { const: definition.category, description: 'Equipment category — 機器の種類' },
      status: {
        type: 'string',
        enum: Object.values(PublicDeviceStatus),
        description: 'published (公開中) until an administrator cancels the device, then canceled (取消済)',
      },
      brand_name_id: { type: 'integer', description: 'Brand name id (the brand_name_id filter)' },
      brand_name: { type: 'string', description: 'Brand — ブランド名' },
      organization_name: { type: 'string', description: 'Maker — 事業者名' },
      release_date: date('Release date — 発売予定年月日'),
      publish_date: date('Publish date: public from this day, Japan time — 公開日'),
      certificate_number: { type: 'string', description: 'Certificate number — 証明書番号' },
      canceled_at: orNull(date('Cancellation date — 取消日 (canceled devices only)')),
      ...Object.fromEntries([...identifying, ...performance]),
      certificate: orNull(ref('PublicCertificate')),
      updated_at: dateTime('Last change of the device itself (brand and maker renames are in the change feed)'),
    },
    `${definition.label}: a device as the public sees it`,
  );
}

/** The schema name of a category's search hit, e.g. `SearchHit_cogeneration_systems`. */
const searchHitSchemaName = (definition: CategoryDefinition) => `SearchHit_${definition.apiResource}`;

/** GET /search: a public device of the list with how it matched first. */
function searchHitSchema(definition: CategoryDefinition): JsonSchema {
  const fields = [
    'certificateNumber',
    ...definition.identifyingFields.map((f) => f.key),
    'brandName',
    'organizationName',
  ];
  const device = publicDeviceSchema(definition);
  const { category, ...rest } = device.properties as Record<string, JsonSchema>;
  return objectOf(
    {
      category: category!,
      matched_field: { type: 'string', enum: fields, description: 'The field that matched (its GraphQL name)' },
      matched_label: {
        type: 'string',
        description:
          'Its Japanese label in this category — 一致した項目 (証明書番号, 発電ユニット品番, ブランド名, 事業者名 …)',
      },
      match_kind: {
        type: 'string',
        enum: [...SEARCH_MATCH_KINDS],
        description: 'exact (完全一致), prefix (前方一致), substring (部分一致) or fuzzy (あいまい一致, names only)',
      },
      ...rest,
    },
    `${definition.label}: a search hit, then the device as the public list shows it`,
  );
}

/** A page's end cursor (lists, search, change feed). */
export const PAGE_CURSOR = orNull({ type: 'string', description: 'Opaque; pass it back as `after`' });

export const PUBLIC_DEVICE_SCHEMAS: Record<string, JsonSchema> = {
  PublicCertificate: objectOf(
    {
      id: { type: 'integer' },
      file_name: { type: 'string' },
      content_type: { type: 'string', description: 'application/pdf' },
      size: { type: 'integer', description: 'Bytes' },
      sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'Of the file; also its ETag' },
      file_url: { type: 'string', description: 'Path of the PDF under this server' },
    },
    'Certificate PDF record — 証明書',
  ),
  ...Object.fromEntries(CATEGORY_DEFINITIONS.map((d) => [publicDeviceSchemaName(d), publicDeviceSchema(d)])),
  PublicDevice: oneSchemaPerCategory(publicDeviceSchemaName),
  ...Object.fromEntries(CATEGORY_DEFINITIONS.map((d) => [searchHitSchemaName(d), searchHitSchema(d)])),
  SearchHit: oneSchemaPerCategory(searchHitSchemaName),
  PublicStatusChange: objectOf(
    {
      id: { type: 'integer' },
      to_status: { type: 'string', enum: Object.values(PublicDeviceStatus), description: 'Status after the step' },
      reasons: { type: 'array', items: { type: 'string' }, description: 'Reasons for cancellation — 取消理由' },
      canceled_at: orNull(date('Cancellation date — 取消日')),
      created_at: dateTime('When the step was taken'),
    },
    'One step of the public history: publication or cancellation',
  ),
};

/** GET /{category}: a page of the public list. */
export const PUBLIC_LIST_ANSWER = objectOf({
  data: { type: 'array', items: ref('PublicDevice') },
  total: { type: 'integer', description: 'Devices matching the filters' },
  last_update: orNull(date('Date the public list of the category last changed — 最終更新日')),
  page: { type: 'integer' },
  page_size: { type: 'integer' },
  end_cursor: PAGE_CURSOR,
  has_next_page: { type: 'boolean' },
});

/** GET /{category}/{id}: one public device and its public history. */
export const PUBLIC_DETAIL_ANSWER = objectOf({
  data: {
    allOf: [
      ref('PublicDevice'),
      objectOf({ status_changes: { type: 'array', items: ref('PublicStatusChange'), description: 'Oldest first' } }),
    ],
  },
});

/** GET /{category}/brand_names. */
export const PUBLIC_BRAND_NAMES_ANSWER = objectOf({
  brand_names: { type: 'array', items: objectOf({ id: { type: 'integer' }, name: { type: 'string' } }) },
});

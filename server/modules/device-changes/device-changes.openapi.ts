import { OPENAPI_TAGS, type RouteDescription } from '../../core/rest/openapi/route-description.js';
import { dateTime, objectOf, orNull, ref } from '../../core/rest/openapi/schema-parts.js';
import { PAGE_CURSOR } from '../public-devices/index.js';
import { changesSchema } from './device-changes.inputs.js';
import { RemovedReason } from './device-changes.service.js';

/** GET /{category}/changes: the change feed. */
export const PUBLIC_CHANGES_ANSWER = objectOf({
  changes: {
    type: 'array',
    items: objectOf({
      id: { type: 'integer', description: 'Device id' },
      changed_at: dateTime('When its public data last changed'),
      removed: { type: 'boolean', description: 'A tombstone: the device left the public list' },
      removed_reason: orNull({ type: 'string', enum: Object.values(RemovedReason) }),
      device: orNull(ref('PublicDevice')),
    }),
  },
  end_cursor: PAGE_CURSOR,
  has_next_page: { type: 'boolean' },
  server_time: dateTime('Use it as the next `since`'),
});

/** The OpenAPI description of the change feed. */
export const CHANGES_API = {
  changes: {
    tag: OPENAPI_TAGS.devices,
    summary: 'Change feed for mirrors: devices whose public data changed after `since`, with tombstones',
    description:
      'Without `since`, every device on the public list now (first full walk). Follow `end_cursor` as `after` while `has_next_page`; then use `server_time` as the next `since`. A `since` without an offset is Japan time (+09:00).',
    query: changesSchema,
    response:
      '`{changes: [{id, changed_at, removed, removed_reason, device}], end_cursor, has_next_page, server_time}`',
    schema: PUBLIC_CHANGES_ANSWER,
    limited: true,
  },
} satisfies Record<string, RouteDescription>;

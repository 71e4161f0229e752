import { DEVICE_STATUS_LABELS, DeviceStatus } from '../../../core/domain.js';
import { CATEGORY_DEFINITIONS, type CategoryDefinition } from '../categories.js';
import { fieldDescription } from '../field-english-names.js';
import { snakeKey } from '../../../core/rest/case.js';
import type { JsonSchema } from '../../../core/rest/openapi/json-schema.js';
import { oneSchemaPerCategory, performanceValue } from './category-schemas.js';
import { date, dateTime, objectOf, orNull, ref } from '../../../core/rest/openapi/schema-parts.js';

/**
 * The JSON Schemas of a device as its organization and the administrators see it (deviceJson: every
 * status, who may do what next) in the answers of the lifecycle actions, and of the upload's check
 * and commit. A test checks real answers against them, key for key.
 */

export const registryDeviceSchemaName = (definition: CategoryDefinition) => `RegistryDevice_${definition.apiResource}`;

const statusText = Object.entries(DEVICE_STATUS_LABELS)
  .map(([status, label]) => `${status} = ${label}`)
  .join(', ');

function registryDeviceSchema(definition: CategoryDefinition): JsonSchema {
  const identifying = definition.identifyingFields.map((f) => [
    snakeKey(f.key),
    orNull({ type: 'string', description: fieldDescription(f.key, f.label) }),
  ]);
  const performance = definition.performanceFields.map((f) => [snakeKey(f.key), performanceValue(f)]);
  return objectOf(
    {
      id: { type: 'integer', description: 'Device id — 機器ID' },
      category: { const: definition.category, description: 'Equipment category — 機器の種類' },
      status: { type: 'string', enum: Object.values(DeviceStatus), description: statusText },
      status_label: { type: 'string', description: 'The status as the screens show it — 状態' },
      brand_name_id: { type: 'integer' },
      brand_name: { type: 'string', description: 'Brand — ブランド名' },
      organization_id: { type: 'integer' },
      organization_name: { type: 'string', description: 'Maker — 事業者名' },
      release_date: date('Release date — 発売予定年月日'),
      publish_date: orNull(date('Publish date — 公開日 (none until one is set)')),
      certificate_number: { type: 'string', description: 'Certificate number — 証明書番号' },
      ...Object.fromEntries([...identifying, ...performance]),
      canceled_at: orNull(date('Cancellation date — 取消日')),
      certificate: orNull(
        objectOf({
          id: { type: 'integer' },
          file_name: { type: 'string' },
          content_type: { type: 'string' },
          size: { type: 'integer', description: 'Bytes' },
        }),
      ),
      created_at: dateTime('When it was registered'),
      updated_at: dateTime('Its last change'),
      can: objectOf(
        Object.fromEntries(
          ['apply_publish', 'approve', 'apply_cancel', 'withdraw_cancel', 'cancel', 'delete', 'update_dates'].map(
            (action) => [action, { type: 'boolean' }],
          ),
        ),
        'What the viewer may do with it now (the screens show only these buttons; the server refuses the rest)',
      ),
    },
    `${definition.label}: a device as its organization and the administrators see it`,
  );
}

export const REGISTRY_DEVICE_SCHEMAS: Record<string, JsonSchema> = {
  ...Object.fromEntries(CATEGORY_DEFINITIONS.map((d) => [registryDeviceSchemaName(d), registryDeviceSchema(d)])),
  RegistryDevice: oneSchemaPerCategory(registryDeviceSchemaName),
};

/** A lifecycle action's answer: the device after it. */
export const DEVICE_ANSWER = objectOf({ device: ref('RegistryDevice') });

/** GET /{certificate_resource}/{id}: a certificate record. */
export const CERTIFICATE_RECORD_ANSWER = objectOf({
  certificate: objectOf({
    id: { type: 'integer' },
    device_id: { type: 'integer' },
    file_name: { type: 'string' },
    content_type: { type: 'string', description: 'application/pdf' },
    size: { type: 'integer', description: 'Bytes' },
    sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    created_at: dateTime('When it was uploaded'),
  }),
});

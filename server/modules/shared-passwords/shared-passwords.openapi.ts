import type { JsonSchema } from '../../core/rest/openapi/json-schema.js';
import type { OpenApiPart } from '../../core/rest/openapi/route-description.js';
import { masterDataApi } from '../../core/master-data/master-data.openapi.js';
import { objectOf, ref, storedRow, withOptionalPage } from '../../core/rest/openapi/schema-parts.js';
import { createSharedPasswordSchema, updateSharedPasswordSchema } from './shared-password.inputs.js';

/** What sharedPasswordJson answers (never the password): every key always present. */
const SCHEMAS: Record<string, JsonSchema> = {
  SharedPassword: storedRow('A shared upload password (never the password)', {
    name: { type: 'string' },
    note: { type: 'string' },
  }),
  SharedPasswordChoice: objectOf(
    { id: { type: 'integer' }, name: { type: 'string' } },
    "A shared upload password as an organization's upload form offers it",
  ),
};

export const sharedPasswordsOpenApi: OpenApiPart = { schemas: SCHEMAS };

/** An administrator gets the page of shared passwords; an organization user every choice, unpaged. */
const SHARED_PASSWORDS_ANSWER = withOptionalPage(
  {
    shared_passwords: {
      type: 'array',
      items: { anyOf: [ref('SharedPassword'), ref('SharedPasswordChoice')] },
      description: 'SharedPassword for administrators, SharedPasswordChoice for organization users',
    },
    total: { type: 'integer' },
  },
  'Administrators only',
);
/** The OpenAPI descriptions of the shared password routes (shared-passwords.routes.ts). */
export const SHARED_PASSWORDS_API = masterDataApi({
  list: {
    summary: 'Shared upload passwords (names only for organizations)',
    response: '`{shared_passwords, total, page}`',
    schema: SHARED_PASSWORDS_ANSWER,
  },
  noun: 'shared password',
  body: { create: createSharedPasswordSchema, update: updateSharedPasswordSchema },
});

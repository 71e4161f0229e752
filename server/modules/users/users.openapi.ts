import { Role } from '../../core/domain.js';
import type { JsonSchema } from '../../core/rest/openapi/json-schema.js';
import { OPENAPI_TAGS, type OpenApiPart } from '../../core/rest/openapi/route-description.js';
import { rowCrudApi } from '../../core/rest/openapi/row-crud-api.js';
import {
  MESSAGE_ANSWER,
  dateTime,
  listOf,
  objectOf,
  orNull,
  oneOfStrings,
  ref,
  storedRow,
} from '../../core/rest/openapi/schema-parts.js';
import { passwordChangeSchema, userCreateSchema, userUpdateSchema } from './user.inputs.js';

/** What userJson answers (never a password or its hash): every key always present. */
const SCHEMAS: Record<string, JsonSchema> = {
  User: storedRow('A user (never its password)', {
    role: oneOfStrings(Object.values(Role), 'admin = 管理者, organization = 情報提供事業者'),
    organization_id: orNull({ type: 'integer', description: "The user's organization (null for administrators)" }),
    organization: orNull(ref('Organization')),
    division: { type: 'string', description: '部署' },
    name: { type: 'string', description: '氏名' },
    tel: { type: 'string', description: '電話番号' },
    email: { type: 'string', description: 'Sign-in address — メールアドレス' },
    failed_login_count: { type: 'integer', description: 'Failed sign-ins since the last success' },
    locked_at: orNull(dateTime('When failed sign-ins locked the account')),
    last_login_at: orNull(dateTime('Last sign-in')),
  }),
};

export const usersOpenApi: OpenApiPart = { schemas: SCHEMAS };

const USERS_ANSWER = objectOf({ users: listOf('User') });

/** The OpenAPI descriptions of the user routes (users.routes.ts). */
export const USERS_API = {
  ...rowCrudApi({
    tag: OPENAPI_TAGS.org,
    noun: 'user',
    body: { create: userCreateSchema, update: userUpdateSchema },
  }),
  password: {
    tag: OPENAPI_TAGS.org,
    summary: 'Change a password',
    body: passwordChangeSchema,
    response: '`{message}`',
    schema: MESSAGE_ANSWER,
  },
  unlock: {
    tag: OPENAPI_TAGS.org,
    summary: 'Unlock users locked by failed sign-ins',
    response: '`{users: [user]}` (the users unlocked)',
    schema: USERS_ANSWER,
  },
};

import { Edition, OrganizationStatus, Role } from '../../domain.js';
import { CATEGORY_DEFINITIONS } from '../../../modules/devices/categories.js';
import { snakeKey } from '../case.js';
import type { JsonSchema } from './json-schema.js';
import { dateTime, objectOf, orNull, ref, withOptionalPage } from './schema-parts.js';

/**
 * The JSON Schemas of what the signed-in routes for organizations, users and the master data answer
 * (organizationJson, userJson, brandNameJson, sharedPasswordJson, evaluationOrganizationJson and
 * their envelopes). Every key is always present unless the envelope says otherwise; a test checks
 * real answers against them, key for key. No schema has a password or its hash: the answers never do.
 */

const stamps = {
  created_at: dateTime('When it was created'),
  updated_at: dateTime('Its last change'),
};

export const ACCOUNT_SCHEMAS: Record<string, JsonSchema> = {
  Organization: objectOf(
    {
      id: { type: 'integer' },
      name: { type: 'string', description: 'Company name — 事業者名' },
      postcode: { type: 'string', description: '郵便番号' },
      address: { type: 'string', description: '住所' },
      tel: { type: 'string', description: '電話番号' },
      belong_to: { type: 'string', description: 'Legacy field, "0" unless set' },
      message: { type: 'string', description: "The administrators' message to the organization" },
      type: { type: 'integer', description: '1 or 2, as chosen at registration' },
      status: {
        type: 'string',
        enum: Object.values(OrganizationStatus),
        description: 'registered (awaiting approval), approved, or disabled by an administrator',
      },
      ...Object.fromEntries(
        CATEGORY_DEFINITIONS.map((d) => [
          snakeKey(d.managerFlag),
          { type: 'boolean', description: `May register ${d.label} (${d.apiResource})` },
        ]),
      ),
      approved_at: orNull(dateTime('When an administrator approved it')),
      ...stamps,
    },
    'An equipment maker (情報提供事業者)',
  ),
  User: objectOf(
    {
      id: { type: 'integer' },
      role: { type: 'string', enum: Object.values(Role), description: 'admin = 管理者, organization = 情報提供事業者' },
      organization_id: orNull({ type: 'integer', description: "The user's organization (null for administrators)" }),
      organization: orNull(ref('Organization')),
      division: { type: 'string', description: '部署' },
      name: { type: 'string', description: '氏名' },
      tel: { type: 'string', description: '電話番号' },
      email: { type: 'string', description: 'Sign-in address — メールアドレス' },
      failed_login_count: { type: 'integer', description: 'Failed sign-ins since the last success' },
      locked_at: orNull(dateTime('When failed sign-ins locked the account')),
      last_login_at: orNull(dateTime('Last sign-in')),
      ...stamps,
    },
    'A user (never its password)',
  ),
  BrandName: objectOf(
    {
      id: { type: 'integer' },
      name: { type: 'string', description: 'ブランド名' },
      organization_id: { type: 'integer' },
      organization_name: { type: 'string' },
      note: { type: 'string', description: '備考' },
      ...stamps,
    },
    "A brand name an organization's devices are registered under (ブランド事業者)",
  ),
  SharedPassword: objectOf(
    { id: { type: 'integer' }, name: { type: 'string' }, note: { type: 'string' }, ...stamps },
    'A shared upload password (never the password)',
  ),
  SharedPasswordChoice: objectOf(
    { id: { type: 'integer' }, name: { type: 'string' } },
    "A shared upload password as an organization's upload form offers it",
  ),
  EvaluationOrganization: objectOf(
    {
      id: { type: 'integer' },
      name: { type: 'string', description: '評価機関名' },
      number: { type: 'string', description: 'The number evaluators sign in with — 評価機関番号' },
      ...stamps,
    },
    'An evaluation organization (never its password)',
  ),
};

const listOf = (name: string) => ({ type: 'array', items: ref(name) });
/** `{key: [one]}`: the legacy shape of a read by id. */
const oneInList = (key: string, name: string) => objectOf({ [key]: { ...listOf(name), minItems: 1, maxItems: 1 } });
/** A page of a list: `{key: [...], total, page}`. */
const pageOf = (key: string, name: string) =>
  objectOf({ [key]: listOf(name), total: { type: 'integer' }, page: { type: 'integer' } });

export const MESSAGE_ANSWER = ref('Message');

export const SIGNED_IN_ANSWER = objectOf({
  users: { ...listOf('User'), minItems: 1, maxItems: 1 },
  type: { type: 'string', enum: Object.values(Edition), description: 'The edition signed in to' },
});

export const REGISTERED_ANSWER = objectOf({ organization: ref('Organization'), message: { type: 'string' } });

export const ORGANIZATIONS_ANSWER = pageOf('organizations', 'Organization');
export const ORGANIZATION_BY_ID_ANSWER = oneInList('organizations', 'Organization');
export const ORGANIZATION_ANSWER = objectOf({ organization: ref('Organization') });

export const USERS_ANSWER = objectOf({ users: listOf('User') });
export const USER_BY_ID_ANSWER = oneInList('users', 'User');
export const USER_ANSWER = objectOf({ user: ref('User') });

export const BRAND_NAMES_ANSWER = pageOf('brand_names', 'BrandName');
export const BRAND_NAME_BY_ID_ANSWER = oneInList('brand_names', 'BrandName');
export const BRAND_NAME_ANSWER = objectOf({ brand_name: ref('BrandName') });

/** An administrator gets the page of shared passwords; an organization user every choice, unpaged. */
export const SHARED_PASSWORDS_ANSWER = withOptionalPage(
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
export const SHARED_PASSWORD_BY_ID_ANSWER = oneInList('shared_passwords', 'SharedPassword');
export const SHARED_PASSWORD_ANSWER = objectOf({ shared_password: ref('SharedPassword') });

/** Every row without `page`; that page of 25 with it. */
export const EVALUATION_ORGANIZATIONS_ANSWER = withOptionalPage(
  { evaluation_organizations: listOf('EvaluationOrganization'), total: { type: 'integer' } },
  'Only when a page was asked for',
);
export const EVALUATION_ORGANIZATION_BY_ID_ANSWER = oneInList('evaluation_organizations', 'EvaluationOrganization');
export const EVALUATION_ORGANIZATION_ANSWER = objectOf({ evaluation_organization: ref('EvaluationOrganization') });

export const NOTICES_ANSWER = pageOf('information', 'Notice');
export const NOTICE_BY_ID_ANSWER = oneInList('information', 'Notice');
export const NOTICE_ANSWER = objectOf({ information: ref('Notice') });

export const LINK_BY_ID_ANSWER = oneInList('links', 'Link');
export const LINK_ANSWER = objectOf({ link: ref('Link') });

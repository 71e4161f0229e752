import { Edition } from '../../core/domain.js';
import { MESSAGE_ANSWER, listOf, objectOf } from '../../core/rest/openapi/schema-parts.js';
import { OPENAPI_TAGS, type RouteDescription } from '../../core/rest/openapi/route-description.js';
import { loginSchema } from './auth.inputs.js';
import { resetRequestSchema, resetSchema } from './password-reset.inputs.js';

const SIGNED_IN_ANSWER = objectOf({
  users: { ...listOf('User'), minItems: 1, maxItems: 1 },
  type: { type: 'string', enum: Object.values(Edition), description: 'The edition signed in to' },
});

/** The OpenAPI descriptions of the sign-in and password-reset routes (auth.routes.ts, password-reset.routes.ts). */
export const AUTH_API = {
  login: {
    tag: OPENAPI_TAGS.auth,
    summary: 'Sign in (sets the session cookie)',
    body: loginSchema,
    response: '`{users: [user], type}` (type: the edition signed in to)',
    schema: SIGNED_IN_ANSWER,
    limited: true,
  },
  signedIn: {
    tag: OPENAPI_TAGS.auth,
    summary: 'The signed-in user',
    response: '`{users: [user], type}` (type: the edition signed in to); 401 when signed out',
    schema: SIGNED_IN_ANSWER,
    signedOutIs401: true,
  },
  logout: { tag: OPENAPI_TAGS.auth, summary: 'Sign out', response: '`{message}`', schema: MESSAGE_ANSWER },
  resetRequest: {
    tag: OPENAPI_TAGS.auth,
    summary: 'Mail a password reset link',
    body: resetRequestSchema,
    response: '`{message}`',
    schema: MESSAGE_ANSWER,
    limited: true,
  },
  reset: {
    tag: OPENAPI_TAGS.auth,
    summary: 'Set a new password with the mailed token',
    body: resetSchema,
    response: '`{message}`',
    schema: MESSAGE_ANSWER,
  },
} satisfies Record<string, RouteDescription>;

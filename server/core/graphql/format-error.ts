import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ERROR_KINDS, isAppError } from '../errors.js';
import { logger, requestScope } from '../logger.js';
import { unavailableOr } from '../ops/database-unavailable.js';

// Codes raised by graphql-js / Apollo / graphql-armor about the request itself: safe to show.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Every code a GraphQL answer's error can carry (formatGraphqlError gives no other). */
export const GRAPHQL_ERROR_CODES: ReadonlySet<string> = new Set([
  ...Object.values(ERROR_KINDS).map((kind) => kind.code),
  ...REQUEST_ERROR_CODES,
]);

/** One mapping for GraphQL: domain errors keep their code and Japanese message; the rest is masked. */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unavailableOr(unwrapResolverError(error));
  if (isAppError(original)) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: original.code,
        ...(original.fieldErrors ? { fieldErrors: original.fieldErrors } : {}),
        ...(original.retryAfterSeconds !== undefined ? { retryAfter: original.retryAfterSeconds } : {}),
        // An outage, as a 500: the id finds the request's log lines (and the cause the driver logged).
        ...(original.kind === 'unavailable' ? { requestId: requestScope.getStore() } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) return { ...formatted, extensions: { code } };
  if (original instanceof GraphQLError && !original.originalError && !formatted.path) {
    // Rejections from validation rules (depth, cost, aliases) carry no path and no cause.
    return {
      message: formatted.message,
      locations: formatted.locations,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    };
  }
  logger.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
  // The request id lets support find the logged error (the log line carries it too).
  const extensions = { code: ERROR_KINDS.internal.code, requestId: requestScope.getStore() };
  return { message: ERROR_KINDS.internal.message, path: formatted.path, extensions };
}

import type { ApolloServerPlugin } from '@apollo/server';
import { ERROR_KINDS } from '../errors.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../ops/database-unavailable.js';

/**
 * GraphQL answers 200 with errors by default; when the database is unreachable the answer is a
 * 503 with Retry-After instead, so load balancers, clients and monitoring see an outage, not data.
 */
export const unavailableStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        if (!errors.some((e) => e.extensions?.code === ERROR_KINDS.unavailable.code)) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      },
    };
  },
};

import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../context.js';
import { formatGraphqlError } from './format-error.js';
import { unavailableStatusPlugin } from './unavailable-status.plugin.js';
import { operationLogPlugin } from './operation-log.plugin.js';
import { uncacheableErrorsPlugin } from './public-query-cache.js';

/** Limits that stop abusive queries before they reach a resolver. Introspection stays allowed. */
const armor = new ApolloArmor({
  maxDepth: { n: 10, ignoreIntrospection: true, flattenFragments: true },
  costLimit: { maxCost: 5000, ignoreIntrospection: true },
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
  // graphql-armor's token plugin parses in a plugin hook, where a plain syntax error becomes a 500;
  // graphql-js counts tokens in Apollo's own parse instead (parseOptions below): a 400 either way.
  maxTokens: { enabled: false },
  blockFieldSuggestion: { enabled: true },
});

const protection = armor.protect();

/** The validation rules every query passes besides graphql-js's own (compiled public queries too). */
export const armorValidationRules = protection.validationRules;

export function createApolloServer(schema: GraphQLSchema): ApolloServer<RequestContext> {
  return new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    // main.ts drains HTTP first and stops Apollo itself; Apollo's own signal handlers would make
    // that second stop() wait forever and exit before the database is closed.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: 2000 },
    validationRules: armorValidationRules,
    // graphql-armor's typings resolve Apollo's CJS build; the plugins are the same objects.
    plugins: [
      ...(protection.plugins as unknown as ApolloServerPlugin<RequestContext>[]),
      ApolloServerPluginLandingPageDisabled(),
      // Cache-Control is the app's (public-query-cache.ts). Apollo's cache-control plugin would wrap
      // every field's resolver to collect hints nobody reads (a cost on each of a list's fields).
      ApolloServerPluginCacheControlDisabled(),
      uncacheableErrorsPlugin,
      unavailableStatusPlugin,
      operationLogPlugin,
    ],
    formatError: formatGraphqlError,
  });
}

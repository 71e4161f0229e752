import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { Kind, getOperationAST, parse, type DocumentNode } from 'graphql';
import { publicCache } from '../http/public-cache.js';
import type { PublicAnswerCache } from '../http/public-answer-cache.js';

/**
 * Root fields whose answer is the same for every viewer and changes only with the devices'
 * public data (public_versions) or the build: a query made only of these, sent as GET, is
 * cacheable by browsers and CDNs. Everything else on /graphql stays no-store.
 */
const PUBLIC_ROOT_FIELDS = new Set([
  '__typename',
  '__schema',
  '__type',
  'lastUpdate',
  'publicBrandNames',
  'publicCategory',
  'publicDevice',
  'publicDeviceHistory',
  'publicDeviceSheet',
  'publicDevices',
]);

/** Parsed answers per query text: a client sends the same few documents again and again. */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 500;

function readsOnlyPublicFields(query: string, operationName: string | undefined): boolean {
  const key = `${operationName ?? ''}\n${query}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = judge(query, operationName);
    if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value!);
    verdicts.set(key, verdict);
  }
  return verdict;
}

function judge(query: string, operationName: string | undefined): boolean {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: 2000 });
  } catch {
    return false;
  }
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(selection.name.value) && !selection.directives?.length,
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Is this GET /graphql a query of public fields only? */
export function isPublicGraphqlGet(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const query = text(req.query.query);
  return query !== undefined && readsOnlyPublicFields(query, text(req.query.operationName));
}

/** Cache headers and 304 for public GraphQL GETs, versioned on every category at once. */
export function publicGraphqlCache(versionOf: () => Promise<string>, answers: PublicAnswerCache): RequestHandler {
  return publicCache(async (req) => (isPublicGraphqlGet(req) ? versionOf() : null), answers);
}

/** An answer with errors (a device not found, a bad argument) is never stored. */
export const uncacheableErrorsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind === 'single' && response.body.singleResult.errors?.length) {
          response.http.headers.set('cache-control', 'no-store');
        }
      },
    };
  },
};

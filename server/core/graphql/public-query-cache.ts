import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { Kind, getOperationAST, parse, type DocumentNode } from 'graphql';
import { publicCache } from '../http/public-cache.js';
import { accessNote } from '../ops/access-log.js';
import { describeOperation } from './operation-log.plugin.js';
import { operationMemo } from './operation-memo.js';
import type { PublicAnswerCache } from '../http/public-answer-cache.js';

/**
 * Root fields whose answer is the same for every viewer and changes only with the devices'
 * public data (public_versions) or the build: a query made only of these, sent as GET, is
 * cacheable by browsers and CDNs. Everything else on /graphql stays no-store.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
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
  'searchDevices',
]);

/** A public query as sent: its parsed document and the operation to run. */
export interface PublicOperation {
  document: DocumentNode;
  operationName: string | undefined;
  /** Asks for the schema (__schema, __type): introspection, left to Apollo. */
  introspects: boolean;
  /** Its access log words (「query publicDevices」), however it is answered. */
  description: string;
}

/** The public operation of a query text, or null when it is not a query of public root fields only. */
export const publicOperation = operationMemo(judge);

/**
 * A query's document, operation and root field names (null for a fragment spread, an inline
 * fragment or a field with directives at the root); null when it is not a query.
 */
export function queryRootFields(query: string, operationName: string | undefined) {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: 2000 });
  } catch {
    return null;
  }
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return null;
  const fields = operation.selectionSet.selections.map((selection) =>
    selection.kind === Kind.FIELD && !selection.directives?.length ? selection.name.value : null,
  );
  return { document, operation, fields };
}

/** Whether every root field of a query is one of `allowed`. */
export const onlyRootFields = (fields: (string | null)[], allowed: ReadonlySet<string>) =>
  fields.every((field) => field !== null && allowed.has(field));

function judge(query: string, operationName: string | undefined): PublicOperation | null {
  const parsed = queryRootFields(query, operationName);
  if (!parsed || !onlyRootFields(parsed.fields, PUBLIC_ROOT_FIELDS)) return null;
  const { document, operation, fields } = parsed;
  return {
    document,
    operationName,
    introspects: fields.some((field) => field === '__schema' || field === '__type'),
    description: describeOperation(operation, document),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Content types a browser sends cross-site without a preflight (Apollo's preventCsrf). */
const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/**
 * Whether Apollo's CSRF prevention (`csrfPrevention: true`) lets the request through: it refuses
 * (400) one a browser could send cross-site without a preflight, that is without a content type
 * other than the simple ones and without `X-Apollo-Operation-Name` or `Apollo-Require-Preflight`.
 * Such a refusal is not a public answer: marked public, a cache would keep the 400 for the URL.
 */
function passesCsrfPrevention(req: Request): boolean {
  const contentType = req.headers['content-type'];
  if (contentType !== undefined && !SIMPLE_CONTENT_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase())) {
    return true;
  }
  return Boolean(req.headers['x-apollo-operation-name'] || req.headers['apollo-require-preflight']);
}

/** The public operation a GET /graphql asks for, or null when it is not a query of public fields only. */
export function publicGraphqlGet(req: Request): PublicOperation | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (!passesCsrfPrevention(req)) return null;
  const query = text(req.query.query);
  return query === undefined ? null : publicOperation(query, text(req.query.operationName));
}

/** Cache headers and 304 for public GraphQL GETs, versioned on every category at once. */
export function publicGraphqlCache(versionOf: () => Promise<string>, answers: PublicAnswerCache): RequestHandler {
  return publicCache(async (req, res) => {
    const operation = publicGraphqlGet(req);
    if (!operation) return null;
    // An answer kept in memory never reaches Apollo's plugin (operation-log.plugin.ts).
    accessNote(res).graphql = operation.description;
    return versionOf();
  }, answers);
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

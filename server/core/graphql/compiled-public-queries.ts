import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { RequestContext } from '../context.js';
import { isJsonObject } from '../validation.js';
import { publicGraphqlGet, publicOperation, type PublicOperation } from './public-query-cache.js';

/** The answer types Apollo negotiates for a single result, in its order of preference. */
const JSON_TYPES = ['application/json', 'application/graphql-response+json'];
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

/**
 * Public queries (the SPA's lists and details as GET, third parties' mirrors as GET or JSON POST)
 * run a plan compiled once per document by graphql-jit instead of graphql-js's interpreter under
 * Apollo: the same schema, resolvers, validation rules and answer bytes for less CPU
 * (docs/decisions.md).
 *
 * Only the plain case is taken here: a public query that validates, a JSON answer, and a result
 * without errors. Anything else goes on to Apollo, which answers it the usual way; a public read
 * changes nothing, so running it there again after an error here is safe.
 */
export function compiledPublicQueries(
  schema: GraphQLSchema,
  validationRules: readonly ValidationRule[],
): RequestHandler {
  // A document's first request goes to Apollo; the second compiles it (validation and compilation
  // cost a few ms, more than interpreting it once, so a flood of distinct documents gains nothing).
  const plans = new WeakMap<PublicOperation, CompiledQuery | null | 'seen'>();
  const planFor = (operation: PublicOperation): CompiledQuery | null => {
    const plan = plans.get(operation);
    if (plan === undefined) plans.set(operation, 'seen');
    if (plan !== 'seen') return plan ?? null;
    const compiled = compile(schema, operation, validationRules);
    plans.set(operation, compiled);
    return compiled;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ask = askedFor(req);
      const plan = ask && !ask.operation.introspects ? planFor(ask.operation) : null;
      const type = plan ? answerType(req) : null;
      if (!ask || !plan || !type) return next();
      const ctx = res.locals.ctx as RequestContext;
      ctx.accessLog.graphql = ask.operation.description;
      const result = await plan.query(undefined, ctx, ask.variables);
      if (result.errors?.length) return next();
      res
        .status(200)
        .type(type)
        .send(`${JSON.stringify({ data: result.data })}\n`);
    } catch (error) {
      next(error);
    }
  };
}

interface Ask {
  operation: PublicOperation;
  variables: Record<string, unknown>;
}

/**
 * The public query a request asks for, the way Apollo reads it: a GET's query string, or a JSON
 * POST's body (after express.json). Null for anything Apollo should see: a request its CSRF
 * prevention would refuse, variables that are not an object, persisted-query extensions.
 */
function askedFor(req: Request): Ask | null {
  if (req.method === 'GET') {
    const operation = passesApolloPreflight(req) ? publicGraphqlGet(req) : null;
    const variables = operation ? parseVariables(req.query.variables) : null;
    return operation && variables && req.query.extensions === undefined ? { operation, variables } : null;
  }
  if (req.method !== 'POST' || !req.is('application/json')) return null;
  const body: unknown = req.body;
  if (!isJsonObject(body)) return null;
  const { query, operationName, variables, extensions } = body;
  if (typeof query !== 'string' || extensions !== undefined) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  const operation = publicOperation(query, operationName ?? undefined);
  const values: Record<string, unknown> | null =
    variables === undefined || variables === null ? {} : isJsonObject(variables) ? variables : null;
  return operation && values ? { operation, variables: values } : null;
}

function compile(
  schema: GraphQLSchema,
  { document, operationName }: PublicOperation,
  validationRules: readonly ValidationRule[],
): CompiledQuery | null {
  if (validate(schema, document, [...specifiedRules, ...validationRules]).length) return null;
  const plan = compileQuery(schema, document, operationName);
  return isCompiledQuery(plan) ? plan : null;
}

/** Apollo's CSRF prevention: a GET must carry a header a simple cross-site request cannot. */
function passesApolloPreflight(req: Request): boolean {
  return PREFLIGHT_HEADERS.some((name) => req.headers[name] !== undefined);
}

function parseVariables(raw: unknown): Record<string, unknown> | null {
  if (raw === undefined) return {};
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isJsonObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** The JSON type Apollo would choose; null when the client prefers something else (e.g. HTML). */
function answerType(req: Request): string | null {
  const preferred = req.accepts([...JSON_TYPES, 'text/html']);
  return preferred && preferred !== 'text/html' ? `${preferred}; charset=utf-8` : null;
}

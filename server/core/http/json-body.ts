import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Deeper than any body the API takes (GraphQL variables included), far below the stack's limit. */
export const MAX_JSON_DEPTH = 32;

/** Whether arrays and objects nest deeper than `max` in a parsed value (walked without recursion). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

const refuseDeepBody: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  if (!nestedDeeperThan(req.body, MAX_JSON_DEPTH)) return next();
  // The parser errors' shape: the error handler answers 400 リクエストの形式が正しくありません.
  next(Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH}`), { status: 400, type: 'entity.too.deep' }));
};

/**
 * The JSON body parser of /api and /graphql: `limit` bytes at most, and no deeper than
 * MAX_JSON_DEPTH. A 64 KB body of `[[[…]]]` is 32,000 levels, and the walks that follow the parse
 * (snake_case to camelCase, validation) recurse: it was a stack overflow and a 500.
 */
export function jsonBody(limit: string | number): RequestHandler[] {
  return [express.json({ limit }), refuseDeepBody];
}

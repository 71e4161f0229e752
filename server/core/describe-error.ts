import { inspect } from 'node:util';

/** Any rejection as one readable line (some libraries reject with nothing, or with a plain object). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error === undefined || error === null) return 'failed without a reason';
  if (typeof error === 'string') return error;
  return inspect(error, { depth: 2, breakLength: Infinity });
}

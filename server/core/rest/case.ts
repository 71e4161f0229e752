/** The legacy /api speaks snake_case; services speak camelCase. These convert at the door. */
export const camelKey = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
/** Keys come from the code (a few hundred names): each is converted once (public lists convert ~40 a row). */
const snakeKeys = new Map<string, string>();
export function snakeKey(key: string): string {
  let snake = snakeKeys.get(key);
  if (snake === undefined) {
    snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (snakeKeys.size < 2000) snakeKeys.set(key, snake);
  }
  return snake;
}

export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [camelKey(k), camelizeKeys(v)]));
  }
  return value;
}

/** Field error keys such as `organization.zipPasswordConfirmation` → `organization.zip_password_confirmation`. */
export function snakeFieldErrors(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.split('.').map(snakeKey).join('.'), v]));
}

/**
 * Domain errors: services throw these; one table (ERROR_KINDS) maps them to GraphQL codes and
 * HTTP statuses, so GraphQL and /api answer alike. Messages are Japanese: people read them.
 */
export type FieldErrors = Record<string, string[]>;

export const ERROR_KINDS = {
  validation: { code: 'BAD_USER_INPUT', status: 422, message: '入力内容に誤りがあります' },
  unauthenticated: { code: 'UNAUTHENTICATED', status: 401, message: 'ログインしてください' },
  forbidden: { code: 'FORBIDDEN', status: 403, message: 'この操作を行う権限がありません' },
  notFound: { code: 'NOT_FOUND', status: 404, message: '対象が見つかりません' },
  conflict: { code: 'CONFLICT', status: 409, message: '現在の状態ではこの操作を行えません' },
  tooManyRequests: {
    code: 'TOO_MANY_REQUESTS',
    status: 429,
    message: '試行回数が多すぎます。しばらくしてから再度お試しください',
  },
  payloadTooLarge: { code: 'PAYLOAD_TOO_LARGE', status: 413, message: 'ファイルが大きすぎます' },
  unavailable: {
    code: 'SERVICE_UNAVAILABLE',
    status: 503,
    message: 'ただいまサービスを利用できません。しばらくしてから再度お試しください',
  },
  internal: {
    code: 'INTERNAL_SERVER_ERROR',
    status: 500,
    message: 'サーバーでエラーが発生しました。時間をおいて再度お試しください',
  },
} as const;

export type ErrorKind = keyof typeof ERROR_KINDS;

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message?: string,
    readonly fieldErrors?: FieldErrors,
    /** Seconds after which a refused request (429, 503) may be sent again: the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? ERROR_KINDS[kind].message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_KINDS[this.kind].status;
  }

  get code(): string {
    return ERROR_KINDS[this.kind].code;
  }
}

export const ValidationFailed = (fieldErrors: FieldErrors, message?: string) =>
  new AppError('validation', message ?? Object.values(fieldErrors)[0]?.[0], fieldErrors);
export const Unauthenticated = (message?: string) => new AppError('unauthenticated', message);
export const Forbidden = (message?: string) => new AppError('forbidden', message);
export const NotFound = (message?: string) => new AppError('notFound', message);
export const Conflict = (message?: string) => new AppError('conflict', message);
export const TooManyRequests = (message?: string, retryAfterSeconds?: number) =>
  new AppError('tooManyRequests', message, undefined, retryAfterSeconds);

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

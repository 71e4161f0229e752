/**
 * The HTTP layer of the original SPA, and nothing more: fetch, a cookie jar, JSON bodies with
 * snake_case keys (or multipart for uploads), query strings for GET, and the XSRF pair (the
 * XSRF-TOKEN cookie echoed in X-XSRF-TOKEN on every write). Every call is recorded so the contract
 * suite (test/integration/contract/) can check that each SPEC §7 call was made.
 */

export interface RecordedCall {
  method: string;
  /** The path under /api, without the query string. */
  path: string;
  query: URLSearchParams;
  status: number;
}

export interface LegacyResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** The parsed JSON body; undefined when the answer is not JSON. */
  body: T;
  /** The raw bytes of the answer (CSV, PDF). */
  bytes: Buffer;
}

/** Query values as the SPA's HTTP library sends them: arrays as repeated `key[]`, undefined left out. */
export type QueryValue = string | number | boolean | null | undefined | (string | number)[];

export interface SendOptions {
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export class CallLog {
  readonly calls: RecordedCall[] = [];
}

export class LegacyClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    readonly log: CallLog = new CallLog(),
  ) {}

  private absorb(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = decodeURIComponent(pair.slice(index + 1).trim());
      const expired = value === '' || attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request to /api{path}; writes carry the XSRF header when the jar has the cookie. */
  async send<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: SendOptions = {},
  ): Promise<LegacyResponse<T>> {
    const write = method !== 'GET';
    if (write && !this.cookies.has('XSRF-TOKEN')) await obtainXsrfCookie(this);
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) value.forEach((v) => query.append(`${key}[]`, String(v)));
      else query.append(key, String(value));
    }
    const headers: Record<string, string> = {
      accept: 'application/json, text/plain, */*',
      'cache-control': 'no-cache',
      ...options.headers,
    };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    if (write && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    let body: RequestInit['body'];
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    const search = query.size > 0 ? `?${query}` : '';
    const response = await fetch(`${this.baseUrl}/api${path}${search}`, { method, headers, body, redirect: 'manual' });
    this.absorb(response.headers);
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = /application\/json/.test(response.headers.get('content-type') ?? '') && bytes.length > 0;
    this.log.calls.push({ method, path, query, status: response.status });
    return {
      status: response.status,
      headers: response.headers,
      body: (json ? JSON.parse(bytes.toString('utf8')) : undefined) as T,
      bytes,
    };
  }

  get<T = Record<string, unknown>>(path: string, query?: SendOptions['query'], headers?: Record<string, string>) {
    return this.send<T>('GET', path, { query, headers });
  }
  post<T = Record<string, unknown>>(path: string, json: unknown = {}) {
    return this.send<T>('POST', path, { json });
  }
  put<T = Record<string, unknown>>(path: string, json: unknown = {}) {
    return this.send<T>('PUT', path, { json });
  }
  delete<T = Record<string, unknown>>(path: string) {
    return this.send<T>('DELETE', path);
  }
  upload<T = Record<string, unknown>>(path: string, form: FormData) {
    return this.send<T>('POST', path, { form });
  }
}

/**
 * Puts the XSRF-TOKEN cookie in the jar before the first write, as the original SPA got it: from
 * its first call, GET /api/login (a 401 for a visitor), like every answer that is not a cacheable
 * public read. No call outside SPEC §7 (such as GET /api/xsrf_token) is needed.
 */
export async function obtainXsrfCookie(client: LegacyClient): Promise<void> {
  await client.send('GET', '/login');
  if (!client.cookies.has('XSRF-TOKEN')) throw new Error('GET /api/login handed out no XSRF-TOKEN cookie');
}

export interface LegacyUser {
  id: number;
  email: string;
  organization_id: number | null;
  [key: string]: unknown;
}

/** Signs in as the SPA does: POST /login {email, password, type}, then GET /login (reads users[0]). */
export async function signIn(
  client: LegacyClient,
  email: string,
  password: string,
  type: 'house' | 'building' = 'house',
): Promise<LegacyUser> {
  const login = await client.post('/login', { email, password, type });
  if (login.status !== 200) throw new Error(`POST /api/login: ${login.status} ${JSON.stringify(login.body)}`);
  const me = await client.get<{ users: LegacyUser[] }>('/login');
  if (me.status !== 200 || !me.body.users?.[0]) throw new Error(`GET /api/login: ${me.status}`);
  return me.body.users[0];
}

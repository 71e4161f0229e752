export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface GraphqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string[]> } }[];
  headers: Headers;
}

/** A browser-like client: keeps cookies, echoes XSRF-TOKEN in X-XSRF-TOKEN (unless told not to). */
export class TestClient {
  readonly cookies = new Map<string, string>();
  sendXsrf = true;

  constructor(private readonly baseUrl: string) {}

  private absorb(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = decodeURIComponent(pair!.slice(index + 1).trim());
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async raw(
    method: string,
    path: string,
    init: { body?: RequestInit['body']; headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<Response> {
    if (method !== 'GET' && this.sendXsrf && !this.cookies.has('XSRF-TOKEN')) await this.raw('GET', '/api/xsrf_token');
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    if (method !== 'GET' && this.sendXsrf && this.cookies.has('XSRF-TOKEN'))
      headers['x-xsrf-token'] ??= this.cookies.get('XSRF-TOKEN')!;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: init.body,
      redirect: 'manual',
      signal: init.signal,
      // A streamed body (an upload sent piece by piece) needs half duplex.
      ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    this.absorb(response.headers);
    return response;
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResult<T>> {
    const response = await this.raw(method, path, {
      body: json === undefined ? undefined : JSON.stringify(json),
      headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = Record<string, unknown>>(path: string, json?: unknown) {
    return this.request<T>('POST', path, json ?? {});
  }
  put<T = Record<string, unknown>>(path: string, json?: unknown) {
    return this.request<T>('PUT', path, json ?? {});
  }
  delete<T = Record<string, unknown>>(path: string) {
    return this.request<T>('DELETE', path);
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlResult<T>> {
    const result = await this.request<{ data?: T; errors?: GraphqlResult['errors'] }>('POST', '/graphql', {
      query,
      variables,
    });
    return { status: result.status, data: result.body?.data, errors: result.body?.errors, headers: result.headers };
  }

  /** Signs in over /api; throws when it fails. */
  async login(email: string, password: string, type: 'house' | 'building' = 'house'): Promise<void> {
    const result = await this.post('/api/login', { email, password, type });
    if (result.status !== 200) throw new Error(`login failed: ${result.status} ${JSON.stringify(result.body)}`);
  }
}

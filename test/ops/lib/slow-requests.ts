import http from 'node:http';

export interface SlowOutcome {
  status: number | null;
  error: string | null;
  /** The answer's Connection header (close: the client must reconnect elsewhere). */
  connection?: string;
}

/** Cookie and XSRF token from GET /api/xsrf_token, so a POST passes the XSRF check and is really served. */
export async function xsrfHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/xsrf_token`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  return { cookie, 'x-xsrf-token': decodeURIComponent(token) };
}

/**
 * A slow request: `answer` settles with the status it got, or the socket error (ECONNRESET …);
 * `received` once the server has read its head and asked for the body (`100 Continue`), so the
 * request is in flight there (or once an answer came first).
 */
export interface SlowRequest {
  answer: Promise<SlowOutcome & { body: string }>;
  received: Promise<void>;
}

/** A POST whose JSON body trickles in over `durationMs`: the request is in flight for that long, like a slow upload. */
export function slowPost(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  durationMs: number,
): SlowRequest {
  return slowSend(
    baseUrl,
    path,
    Buffer.from(JSON.stringify(body)),
    { ...headers, 'content-type': 'application/json' },
    durationMs,
  );
}

/** A POST of any body (a multipart upload, say) sent in ten pieces over `durationMs`, after the server's `100 Continue`. */
export function slowSend(
  baseUrl: string,
  path: string,
  payload: Buffer,
  headers: Record<string, string>,
  durationMs: number,
): SlowRequest {
  const request = http.request(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(payload.length), expect: '100-continue' },
  });
  let timer: NodeJS.Timeout | undefined;
  const received = new Promise<void>((resolve) => {
    request.on('continue', resolve);
    request.on('response', () => resolve());
  });
  const answer = new Promise<SlowOutcome & { body: string }>((resolve) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? null, error: null, body, connection: response.headers.connection }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearInterval(timer);
      resolve({ status: null, error: error.code ?? error.message, body: '' });
    });
  });
  request.once('continue', () => {
    const pieces = 10;
    let sent = 0;
    timer = setInterval(() => {
      const end = Math.ceil(((sent + 1) * payload.length) / pieces);
      request.write(payload.subarray(Math.ceil((sent * payload.length) / pieces), end));
      sent += 1;
      if (sent === pieces) {
        clearInterval(timer);
        request.end();
      }
    }, durationMs / pieces);
  });
  // The head goes out now; the body waits for the server's 100 Continue.
  request.flushHeaders();
  return { answer, received };
}

import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { s3rverStore, startS3rver } from '../../helpers/object-storage.js';

/**
 * s3rver ignores `If-None-Match` on PUT, so a proxy in front of it answers for the conditional write
 * the way S3 does (412 when the key exists: it asks s3rver with a HEAD) or the way a server without
 * conditional writes does (501). Everything else reaches s3rver unchanged; the proxy counts the
 * requests it gets and the PUTs that reach s3rver.
 */
type Mode = 'conditional' | 'unsupported';

const scratch = mkdtempSync(path.join(tmpdir(), 's3-conditional-'));
let s3server: Awaited<ReturnType<typeof startS3rver>>;
let proxy: http.Server;
let upstreamPort = 0;
let mode: Mode = 'conditional';
let writes = 0;
let requests = 0;

function forward(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.method === 'PUT') writes += 1;
  const upstream = http.request(
    { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  req.pipe(upstream);
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: number, code: string): void {
  req.resume();
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

/** Whether s3rver holds the object a PUT names (an anonymous HEAD: s3rver checks only signed requests). */
async function exists(url: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port: upstreamPort, method: 'HEAD', path: url.split('?')[0] }, (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  s3server = await startS3rver(scratch, 'certificates');
  upstreamPort = s3server.port;
  proxy = http.createServer((req, res) => {
    requests += 1;
    if (req.method !== 'PUT' || req.headers['if-none-match'] !== '*') return forward(req, res);
    if (mode === 'unsupported') return refuse(req, res, 501, 'NotImplemented');
    void exists(req.url!).then(
      (found) => (found ? refuse(req, res, 412, 'PreconditionFailed') : forward(req, res)),
      () => refuse(req, res, 502, 'BadGateway'),
    );
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await s3server.close();
  rmSync(scratch, { recursive: true, force: true });
});
beforeEach(() => {
  writes = 0;
  requests = 0;
});

const store = () => s3rverStore(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, 'certificates');
const pdf = (text: string) => Buffer.from(`%PDF-1.4 ${text}`);
const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('S3 puts', () => {
  it('take one request each, as conditional writes: a key already stored is answered 412 and written once', async () => {
    mode = 'conditional';
    const files = store();
    const content = pdf('conditional');
    await files.putBuffer(sha(content), content);
    await files.putBuffer(sha(content), content);
    expect(requests).toBe(2);
    expect(writes).toBe(1);
    expect(await files.stat(sha(content))).toEqual({ size: content.length });
  });

  it('a server without conditional writes (501) gets a HEAD before each PUT from then on', async () => {
    mode = 'unsupported';
    const files = store();
    const content = pdf('unsupported');
    await files.putBuffer(sha(content), content);
    await files.putBuffer(sha(content), content);
    const other = pdf('unsupported, second');
    await files.putBuffer(sha(other), other);
    // PUT (501), HEAD, PUT; then HEAD; then HEAD, PUT: each new key written once, the repeat not at all.
    expect(requests).toBe(6);
    expect(writes).toBe(2);
    expect(await files.stat(sha(content))).toEqual({ size: content.length });
    expect(await files.stat(sha(other))).toEqual({ size: other.length });
  });
});

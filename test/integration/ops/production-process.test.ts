import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { emptyDatabase } from '../../ops/lib/empty-database.js';
import { postgresLeftOn, startPortal, type PortalProcess } from '../../ops/lib/portal-process.js';
import { sigtermUnderLoad } from '../../ops/lib/sigterm-under-load.js';
import { TcpProxy } from '../../ops/lib/tcp-proxy.js';

/** Preloaded into a portal: throws from a timer once the server listens. */
const THROW_AFTER_LISTENING = fileURLToPath(new URL('../../ops/lib/throw-after-listening.mjs', import.meta.url));

const started: PortalProcess[] = [];
afterAll(async () => {
  for (const portal of started) {
    portal.kill('SIGKILL');
    await portal.exited;
    for (const pid of postgresLeftOn(portal.dataDir)) process.kill(pid, 'SIGKILL');
    fs.rmSync(portal.dataDir, { recursive: true, force: true });
  }
});

describe('the portal as an operator runs it', () => {
  it('answers every in-flight request after SIGTERM, exits 0 and leaves no PostgreSQL behind', async () => {
    const result = await sigtermUnderLoad({ connections: 20, requestMs: 1_500, signalAfterMs: 300 });
    // Every answer, also to requests that began before the signal, tells its client to reconnect.
    expect(result).toMatchObject({ total: 20, answered: 20, closing: 20, errors: {}, exitCode: 0, postgresLeft: 0 });
  }, 120_000);

  it('starts after kill -9 left its embedded PostgreSQL running, and stops it again on SIGTERM', async () => {
    const crashed = await startPortal();
    crashed.kill('SIGKILL');
    await crashed.exited;
    expect(postgresLeftOn(crashed.dataDir).length).toBeGreaterThan(0);

    const next = await startPortal({ dataDir: crashed.dataDir });
    started.push(next);
    expect((await fetch(`${next.baseUrl}/readyz`)).status).toBe(200);
    next.kill('SIGTERM');
    // The process's log names whatever kept it from a clean exit.
    expect(await next.exited, next.output()).toBe(0);
    expect(postgresLeftOn(crashed.dataDir)).toEqual([]);
  }, 120_000);

  it('names a port it cannot have, exits 1 and leaves no PostgreSQL behind', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ops-'));
    try {
      await expect(startPortal({ dataDir, env: { PORT: String(port) } })).rejects.toThrow(
        new RegExp(`portal exited with 1:[^]*cannot listen on 127\\.0\\.0\\.1:${port} \\(EADDRINUSE\\)`),
      );
      expect(postgresLeftOn(dataDir)).toEqual([]);
    } finally {
      taken.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('logs a bug no handler caught as fatal, drains as on SIGTERM, exits 1 and leaves no PostgreSQL behind', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ops-'));
    try {
      const portal = await startPortal({
        dataDir,
        env: { NODE_OPTIONS: `--import ${THROW_AFTER_LISTENING}`, THROW_AFTER_MS: '1000' },
      });
      expect(await portal.exited, portal.output()).toBe(1);
      const fatal = portal
        .output()
        .split('\n')
        .find((line) => line.includes('uncaught exception: stopping'));
      expect(fatal, portal.output()).toContain('a bug no handler caught');
      expect(JSON.parse(fatal!)).toMatchObject({ level: 60 });
      expect(portal.output()).toContain('"msg":"stopped"');
      expect(postgresLeftOn(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('boots two processes at once on an empty database; they share the XSRF key and the login throttle', async () => {
    const databaseUrl = await emptyDatabase('ops_two_processes');
    const [a, b] = await Promise.all([
      startPortal({ env: { DATABASE_URL: databaseUrl } }),
      startPortal({ env: { DATABASE_URL: databaseUrl } }),
    ]);
    started.push(a!, b!);
    for (const portal of [a!, b!]) expect((await fetch(`${portal.baseUrl}/readyz`)).status).toBe(200);
    // The XSRF cookie and token come from A and are accepted by B: both derive the key from APP_KEY
    // and read the same PostgreSQL.
    const first = await fetch(`${a!.baseUrl}/api/xsrf_token`);
    const cookie = first.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)![1]!);
    const wrong = { email: 'nobody@example.jp', password: 'wrong-password-1', type: 'house' };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const portal = i % 2 === 0 ? a! : b!;
      const response = await fetch(`${portal.baseUrl}/api/login`, {
        method: 'POST',
        headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify(wrong),
      });
      statuses.push(response.status);
    }
    // The login throttle counts attempts in PostgreSQL, across both processes.
    expect(statuses).toContain(429);
    expect(statuses[0]).not.toBe(429);
  }, 180_000);

  it('answers 503 + Retry-After while the database is unreachable and recovers without a restart', async () => {
    const target = new URL(await emptyDatabase('ops_outage'));
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port) });
    await proxy.up();
    target.port = String(proxy.port);
    // Over TCP through the proxy, not the embedded server's Unix socket.
    target.searchParams.delete('host');
    const portal = await startPortal({ env: { DATABASE_URL: target.toString() } });
    started.push(portal);
    expect((await fetch(`${portal.baseUrl}/readyz`)).status).toBe(200);

    await proxy.down();
    const ready = await fetch(`${portal.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    const api = await fetch(`${portal.baseUrl}/api/cogeneration_systems`);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    const apiBody = (await api.json()) as { message: string; request_id: string };
    expect(apiBody.message).toBe('ただいまサービスを利用できません。しばらくしてから再度お試しください');
    expect(apiBody.request_id).toBe(api.headers.get('x-request-id'));
    const graphql = await fetch(`${portal.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A read that needs the database (`{ __typename }` does not: it answers 200 meanwhile).
      body: JSON.stringify({ query: '{ publicBrandNames(category: solar_systems) { name } }' }),
    });
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get('retry-after')).toBe('5');
    const body = (await graphql.json()) as { errors: { extensions: { code: string; requestId: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.errors[0]!.extensions.requestId).toBe(graphql.headers.get('x-request-id'));
    expect((await fetch(`${portal.baseUrl}/healthz`)).status).toBe(200);

    await proxy.up();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i += 1) {
      status = (await fetch(`${portal.baseUrl}/readyz`)).status;
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
    expect((await fetch(`${portal.baseUrl}/api/cogeneration_systems`)).status).toBe(200);
    await proxy.down();
  }, 120_000);
});

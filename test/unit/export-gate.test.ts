import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPORT_BUSY_MESSAGE, exportGate, type ExportGateOptions } from '../../server/core/http/export-gate.js';
import { listenLocally, type LocalServer } from '../helpers/listen-locally.js';

/** An app whose /export holds its answer until the test releases it; X-Client picks the client (req.ip). */
async function gatedApp(options: ExportGateOptions) {
  const holds: (() => void)[] = [];
  const started: string[] = [];
  /** Requests that reached the gate (waiting in its line or past it). */
  const arrived: string[] = [];
  const app = express();
  app.set('trust proxy', true);
  const arrive: express.RequestHandler = (req, _res, next) => {
    arrived.push(String(req.query.n));
    next();
  };
  app.get('/export', arrive, exportGate(options), (req, res) => {
    started.push(String(req.query.n));
    holds.push(() => res.send(`done ${req.query.n}`));
  });
  const server = await listenLocally(app);
  const ask = (n: number, client = '192.0.2.1') =>
    fetch(`${server.url}/export?n=${n}`, { headers: { 'X-Forwarded-For': client } });
  return { server, ask, holds, started, arrived };
}

let server: LocalServer | undefined;
afterEach(() => server?.close());

const options = { running: 1, waiting: 1, waitMs: 5_000, perClient: 2, retryAfterSeconds: 7 };

describe('the export gate', () => {
  it('runs one export, queues the next, refuses the one past the line with 503 and Retry-After', async () => {
    const gate = await gatedApp(options);
    server = gate.server;
    const first = gate.ask(1, '192.0.2.1');
    await expect.poll(() => gate.started).toEqual(['1']);
    const second = gate.ask(2, '192.0.2.2');
    const third = await gate.ask(3, '192.0.2.3');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('7');
    expect(third.headers.get('cache-control')).toBe('no-store');
    expect(await third.json()).toEqual({ message: EXPORT_BUSY_MESSAGE });
    expect(gate.started).toEqual(['1']);

    gate.holds.shift()!();
    expect(await (await first).text()).toBe('done 1');
    await expect.poll(() => gate.started).toEqual(['1', '2']);
    gate.holds.shift()!();
    expect(await (await second).text()).toBe('done 2');
  });

  it('refuses a client past its share while others still get a place', async () => {
    const gate = await gatedApp({ ...options, running: 1, waiting: 4, perClient: 1 });
    server = gate.server;
    const first = gate.ask(1, '192.0.2.1');
    await expect.poll(() => gate.started).toEqual(['1']);
    expect((await gate.ask(2, '192.0.2.1')).status).toBe(503);
    const other = gate.ask(3, '192.0.2.9');
    gate.holds.shift()!();
    await first;
    await expect.poll(() => gate.started).toEqual(['1', '3']);
    gate.holds.shift()!();
    expect((await other).status).toBe(200);
  });

  it("gives a client's share back when each of its exports ends, and keeps none for a refusal", async () => {
    const gate = await gatedApp({ ...options, perClient: 1 });
    server = gate.server;
    for (const n of [1, 2, 3]) {
      const answer = gate.ask(n);
      await expect.poll(() => gate.started).toContain(String(n));
      gate.holds.shift()!();
      expect(await (await answer).text()).toBe(`done ${n}`);
    }
    const first = gate.ask(4, '192.0.2.1');
    await expect.poll(() => gate.started).toContain('4');
    const second = gate.ask(5, '192.0.2.2');
    await expect.poll(() => gate.arrived).toContain('5');
    expect((await gate.ask(6, '192.0.2.3')).status).toBe(503);
    for (const answer of [first, second]) {
      await expect.poll(() => gate.holds.length).toBe(1);
      gate.holds.shift()!();
      expect((await answer).status).toBe(200);
    }
    const refusedBefore = gate.ask(7, '192.0.2.3');
    await expect.poll(() => gate.started).toContain('7');
    gate.holds.shift()!();
    expect((await refusedBefore).status).toBe(200);
  });

  it('refuses a wait longer than waitMs', async () => {
    const gate = await gatedApp({ ...options, waitMs: 200 });
    server = gate.server;
    const first = gate.ask(1);
    await expect.poll(() => gate.started).toEqual(['1']);
    const started = Date.now();
    expect((await gate.ask(2, '192.0.2.2')).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    gate.holds.shift()!();
    await first;
    expect(gate.started).toEqual(['1']);
  });

  it('a client that leaves the line gives its place back', async () => {
    const gate = await gatedApp({ ...options, perClient: 1 });
    server = gate.server;
    const first = gate.ask(1);
    await expect.poll(() => gate.started).toEqual(['1']);
    const leaving = new AbortController();
    const left = fetch(`${gate.server.url}/export?n=2`, {
      headers: { 'X-Forwarded-For': '192.0.2.2' },
      signal: leaving.signal,
    }).catch(() => 'aborted');
    await expect.poll(() => gate.arrived).toContain('2');
    leaving.abort();
    expect(await left).toBe('aborted');
    // A refusal keeps nothing, so asking again until one is kept waiting shows the place is free.
    let next: Promise<Response> | undefined;
    await expect
      .poll(async () => {
        const attempt = gate.ask(3, '192.0.2.3');
        const outcome = await Promise.race([
          attempt.then((res) => res.status),
          new Promise((resolve) => setTimeout(() => resolve('waiting'), 100)),
        ]);
        if (outcome === 'waiting') next = attempt;
        return outcome;
      })
      .toBe('waiting');
    gate.holds.shift()!();
    await first;
    await expect.poll(() => gate.started).toEqual(['1', '3']);
    gate.holds.shift()!();
    expect((await next!).status).toBe(200);
    // Its share is back too: the client that left may export again.
    const again = gate.ask(4, '192.0.2.2');
    await expect.poll(() => gate.started).toEqual(['1', '3', '4']);
    gate.holds.shift()!();
    expect((await again).status).toBe(200);
  });
});

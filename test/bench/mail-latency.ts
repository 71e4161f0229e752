/**
 * What a mail costs a request, and how soon queued mail goes out once SMTP is back.
 *
 *   node --import @swc-node/register/esm-register test/bench/mail-latency.ts [--cwd <checkout>] [--requests 10]
 *
 * Builds and starts the portal (`--cwd` another checkout to measure it, e.g. an older main) with demo data and
 * an SMTP address that accepts TCP and never greets, signs in as the demo administrator and changes an
 * organization's manager flags `--requests` times (each change mails the organization's users).
 * Prints the p50/max answer time, then starts a real SMTP server on that address and prints the time
 * until every queued mail has arrived.
 */
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { DEMO } from '../../server/seed/credentials.js';
import { startPortal } from '../ops/lib/portal-process.js';
import { buildServer } from '../helpers/compiled-server.js';
import { xsrfHeaders } from '../ops/lib/slow-requests.js';

const { values } = parseArgs({ options: { cwd: { type: 'string' }, requests: { type: 'string', default: '10' } } });
const requests = Number(values.requests);

const sockets = new Set<net.Socket>();
const silent = net.createServer((socket) => sockets.add(socket));
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const port = (silent.address() as AddressInfo).port;

buildServer(values.cwd);
const portal = await startPortal({
  cwd: values.cwd,
  env: {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_BASE_URL: 'https://portal.example.jp',
    MAIL_FROM: 'portal@example.jp',
    SEED_DEMO_DATA: 'true',
    JOB_POLL_INTERVAL_MS: '500',
  },
});
try {
  const headers = await xsrfHeaders(portal.baseUrl);
  const json = { ...headers, 'content-type': 'application/json' };
  const login = await fetch(`${portal.baseUrl}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: DEMO.adminEmail, password: DEMO.adminPassword, type: 'house' }),
  });
  const session = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const signedIn = { ...json, cookie: `${headers.cookie}; ${session}` };
  const list = (await (
    await fetch(`${portal.baseUrl}/api/organizations?status=approved`, { headers: signedIn })
  ).json()) as { data?: { id: number }[]; organizations?: { id: number }[] };
  const organizationId = (list.data ?? list.organizations ?? [])[0]!.id;

  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const res = await fetch(`${portal.baseUrl}/api/organizations/${organizationId}/approved/enabled`, {
      method: 'PUT',
      headers: signedIn,
      body: JSON.stringify({ solar_system_manager: i % 2 === 0, cogeneration_manager: true }),
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`flag change answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `flag changes with SMTP never greeting: p50 ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms (${requests} requests)`,
  );

  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  let delivered = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  const back = performance.now();
  const deadline = back + 10 * 60_000;
  let last = 0;
  while (performance.now() < deadline) {
    if (delivered !== last) {
      last = delivered;
      console.log(
        `  ${delivered} mail(s) delivered ${((performance.now() - back) / 1000).toFixed(1)} s after SMTP came back`,
      );
    }
    if (delivered >= requests) break;
    await sleep(100);
  }
  console.log(
    delivered >= requests
      ? `all ${requests} mails delivered ${((performance.now() - back) / 1000).toFixed(1)} s after SMTP came back`
      : `${delivered} of ${requests} mails delivered within 10 minutes`,
  );
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
} finally {
  portal.kill('SIGTERM');
  await portal.exited;
  fs.rmSync(portal.dataDir, { recursive: true, force: true });
}

/**
 * The production server as operators run it: `tsc` output under dist/ started with plain node and
 * the flags and environment `npm run start:prod` gives it (no TypeScript loader in the process whose memory is
 * measured), on loopback, against `databaseUrl`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionEnv, productionNodeFlags } from './process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface CompiledServer {
  baseUrl: string;
  pid: number;
  /** The Node binary it runs on. */
  node: string;
  stop: () => Promise<void>;
}

export function buildServer(): void {
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
}

/** A port nothing listens on now (the OS picks it; closed again before the server takes it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startCompiledServer(env: Record<string, string>): Promise<CompiledServer> {
  // The port is chosen here and readiness polled on /healthz: a production process prints no banner.
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the measured server.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // BENCH_SERVER_NODE: another Node binary for the measured server (e.g. Node 24, as .ci/run installs it).
  const node = process.env.BENCH_SERVER_NODE || process.execPath;
  const child = spawn(node, [...productionNodeFlags(), ...nodeArgs, path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...productionEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exitCode: number | null | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.on('exit', (code) => {
    exitCode = code;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the server exited with ${exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in 60 s:\n${output}`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    node,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A container's stop, or systemd's, sends SIGTERM to the first process: `npm run start:prod`'s npm.
 * npm hands the signal to its child, the shell running the script; unless the script `exec`s node,
 * that shell dies and node keeps running with nobody waiting (then is killed with the container,
 * mid-request). Each start script of package.json runs here verbatim in a scratch package whose
 * `dist/server/main.js` stands in for the server: it drains for a moment after SIGTERM, then exits 0.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  config: Record<string, string>;
};
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-signals-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const STAND_IN = `
const fs = require('node:fs');
process.on('SIGTERM', () => {
  setTimeout(() => { fs.writeFileSync('drained', 'yes'); process.exit(0); }, 400);
});
setInterval(() => {}, 1000);
// Written whole, then renamed: the test reads the pid as soon as 'started' exists.
fs.writeFileSync('started.tmp', String(process.pid));
fs.renameSync('started.tmp', 'started');
`;

describe('npm start scripts', () => {
  it.each(['start:prod', 'start'])(
    'npm run %s passes SIGTERM to the server and exits with its code',
    async (name) => {
      const dir = fs.mkdtempSync(path.join(scratch, 'pkg-'));
      fs.mkdirSync(path.join(dir, 'dist/server'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'dist/server/main.js'), STAND_IN);
      // `npm start` builds what changed first (scripts/build.mjs); the build is not what this test is about.
      fs.mkdirSync(path.join(dir, 'scripts'));
      fs.writeFileSync(path.join(dir, 'scripts/build.mjs'), '');
      fs.writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({
          name: 'stand-in',
          version: '1.0.0',
          private: true,
          config: manifest.config,
          // `npm start` builds first; the build is not what this test is about.
          scripts: { [name]: manifest.scripts[name], build: 'true' },
        }),
      );
      const npm = spawn('npm', ['run', '-s', name], {
        cwd: dir,
        stdio: 'ignore',
        env: { ...process.env, APP_KEY: 'x' },
      });
      const exited = new Promise<number | string>((resolve) =>
        npm.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
      );
      const started = path.join(dir, 'started');
      for (let i = 0; i < 200 && !fs.existsSync(started); i += 1) await new Promise((r) => setTimeout(r, 50));
      expect(fs.existsSync(started)).toBe(true);
      const server = Number(fs.readFileSync(started, 'utf8'));
      // process.kill(0, …) would signal this test's own process group: vitest, and CI's shell with it.
      if (!(Number.isInteger(server) && server > 1)) {
        npm.kill('SIGKILL');
        throw new Error(`the stand-in wrote no process id: ${JSON.stringify(fs.readFileSync(started, 'utf8'))}`);
      }

      try {
        npm.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(fs.readFileSync(path.join(dir, 'drained'), 'utf8')).toBe('yes');
        expect(() => process.kill(server, 0)).toThrow();
      } finally {
        // Without `exec` the stand-in outlives npm: do not leave it behind.
        try {
          process.kill(server, 'SIGKILL');
        } catch {
          // Already gone, as it should be.
        }
      }
    },
    30_000,
  );
});

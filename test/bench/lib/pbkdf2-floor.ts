import { execFileSync } from 'node:child_process';

/**
 * WinZip AES derives each entry's keys with PBKDF2-HMAC-SHA1 (1000 iterations, a random salt per
 * entry, 66 bytes for AES-256): the part of an upload check that stays whatever the rest costs.
 * This runs `derivations` of them in a fresh `node` process, all queued at once on libuv's thread
 * pool (as many cores as it has threads), with node:crypto's pbkdf2 as the server derives them,
 * and reports its wall and CPU time: the floor under a check.
 */
const SCRIPT = `
const count = Number(process.argv[1]);
const derive = require('node:util').promisify(require('node:crypto').pbkdf2);
const password = Buffer.from('Bench-zip-1234');
const started = performance.now();
const cpuBefore = process.cpuUsage();
const salts = Array.from({ length: count }, (_, i) => {
  const salt = Buffer.alloc(16);
  salt.writeUInt32LE(i);
  return salt;
});
Promise.all(salts.map((salt) => derive(password, salt, 1000, 66, 'sha1'))).then(() => {
  const cpu = process.cpuUsage(cpuBefore);
  console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 }));
});
`;

export function pbkdf2Floor(node: string, derivations: number): { seconds: number; cpuSeconds: number } {
  return JSON.parse(execFileSync(node, ['-e', SCRIPT, String(derivations)], { encoding: 'utf8' })) as {
    seconds: number;
    cpuSeconds: number;
  };
}

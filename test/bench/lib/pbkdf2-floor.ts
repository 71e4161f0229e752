import { execFileSync } from 'node:child_process';

export type Pbkdf2Implementation = 'native' | 'node:crypto';

/**
 * WinZip AES derives each entry's keys with PBKDF2-HMAC-SHA1 (1000 iterations, a random salt per
 * entry, 66 bytes for AES-256): the part of an upload check that stays whatever the rest costs.
 * This runs `derivations` of them in a fresh `node` process, all queued at once on libuv's thread
 * pool (as many cores as it has threads), with the server's implementation (the zip-pbkdf2 addon)
 * or node:crypto's, and reports its wall and CPU time: the floor under a check.
 */
const SCRIPT = `
const [count, implementation] = [Number(process.argv[1]), process.argv[2]];
const derive =
  implementation === 'native'
    ? require('zip-pbkdf2').pbkdf2Sha1
    : require('node:util').promisify(require('node:crypto').pbkdf2);
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

export function pbkdf2Floor(
  node: string,
  derivations: number,
  implementation: Pbkdf2Implementation,
): { seconds: number; cpuSeconds: number } {
  return JSON.parse(execFileSync(node, ['-e', SCRIPT, String(derivations), implementation], { encoding: 'utf8' })) as {
    seconds: number;
    cpuSeconds: number;
  };
}

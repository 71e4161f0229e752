import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../../helpers/source-files.js';

const packageConfig = () =>
  (
    JSON.parse(fs.readFileSync(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as {
      config: { nodeFlags: string; threadPoolSize: string };
    }
  ).config;

/** The Node flags `npm start` and `npm run start:prod` give the server (package.json `config.nodeFlags`). */
export function productionNodeFlags(): string[] {
  return packageConfig().nodeFlags.split(' ').filter(Boolean);
}

/** The environment those scripts add: libuv's thread pool size (`config.threadPoolSize`) unless set. */
export function productionEnv(): Record<string, string> {
  return { UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? packageConfig().threadPoolSize };
}

export interface Child {
  port: number;
  pid: number;
  stop: () => Promise<void>;
}

/** Starts a server process that prints "listening <port>" and waits for it. */
export async function startChild(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd?: string,
): Promise<Child> {
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  return {
    port,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    },
  };
}

/** kB value of a /proc/<pid>/status line (VmRSS, VmHWM). */
export function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : Number.NaN;
}

/** Resets the peak RSS (VmHWM) of a process we own, so the next reading covers one phase only. */
export function resetPeakRss(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** A process's CPU time so far, in ms, user and system (kernel) apart (/proc/<pid>/stat, 100 ticks a second). */
export function cpuTimesMs(pid: number): { user: number; system: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at index 2 ("state").
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/** CPU time (user + system) a process has used so far, in ms. */
export function cpuMs(pid: number): number {
  const { user, system } = cpuTimesMs(pid);
  return user + system;
}

import { describe, expect, it } from 'vitest';
import type { LogLevel } from 'graphile-worker';
import { workerLogLevel } from '../../server/modules/jobs/worker.js';

// graphile-worker's LogLevel is a const enum of these strings.
const level = (name: string) => name as LogLevel;

describe("graphile-worker's lines in the app log", () => {
  it('a failed attempt that will be retried is a warning; the last one, and other errors, stay errors', () => {
    const failed = "Failed task 7 (send_mail, 12.00ms, attempt 1 of 25) with error 'connect ECONNREFUSED'";
    expect(workerLogLevel(level('error'), failed, { attempts: 1, max_attempts: 25 })).toBe('warn');
    expect(workerLogLevel(level('error'), failed, { attempts: 25, max_attempts: 25 })).toBe('error');
    expect(workerLogLevel(level('error'), 'Failed to release job', { attempts: 1, max_attempts: 25 })).toBe('error');
    expect(workerLogLevel(level('error'), 'Worker stopped', undefined)).toBe('error');
    expect(workerLogLevel(level('warning'), 'x')).toBe('warn');
    expect(workerLogLevel(level('info'), 'x')).toBe('info');
  });
});

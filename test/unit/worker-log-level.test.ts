import { describe, expect, it } from 'vitest';
import { workerLogLevel } from '../../server/modules/jobs/worker.js';

describe("graphile-worker's lines in the app log", () => {
  it('a failed attempt that will be retried is a warning; the last one, and other errors, stay errors', () => {
    const failed = "Failed task 7 (send_mail, 12.00ms, attempt 1 of 25) with error 'connect ECONNREFUSED'";
    expect(workerLogLevel('error', failed, { attempts: 1, max_attempts: 25 })).toBe('warn');
    expect(workerLogLevel('error', failed, { attempts: 25, max_attempts: 25 })).toBe('error');
    expect(workerLogLevel('error', 'Failed to release job', { attempts: 1, max_attempts: 25 })).toBe('error');
    expect(workerLogLevel('error', 'Worker stopped', undefined)).toBe('error');
    expect(workerLogLevel('warning', 'x')).toBe('warn');
    expect(workerLogLevel('info', 'x')).toBe('info');
  });
});

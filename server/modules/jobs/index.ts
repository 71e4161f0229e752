/** The jobs module's front door: the PostgreSQL job queue (graphile-worker), its tasks and mail failures. */
import { MailFailuresService } from './mail-failures.service.js';
export { MailFailuresResolver } from './mail-failures.resolver.js';
export { installJobSchema, superviseWorker } from './worker.js';

export function createJobsServices() {
  return { mailFailures: new MailFailuresService() };
}

import { describe, expect, it } from 'vitest';
import { Metrics, surfaceOf } from '../../server/core/ops/metrics.js';

describe('metrics', () => {
  it('sorts paths into a fixed set of surfaces', () => {
    expect(surfaceOf('/graphql')).toBe('graphql');
    expect(surfaceOf('/api/cogeneration_systems')).toBe('api');
    expect(surfaceOf('/api/cogeneration_system_certificates/12/file')).toBe('certificate');
    expect(surfaceOf('/assets/index-abc.js')).toBe('asset');
    expect(surfaceOf('/robots.txt')).toBe('asset');
    expect(surfaceOf('/cogenerations/4')).toBe('page');
    expect(surfaceOf('/anything/a-client-made-up')).toBe('page');
  });

  it('reports the database down, and no queue figures, when the job queue cannot be read', async () => {
    const metrics = new Metrics({
      requestsInFlight: () => 3,
      pool: () => null,
      jobs: () => Promise.reject(new Error('connection refused')),
    });
    metrics.observe({ method: 'BREW', path: '/api/x', status: 405, ms: 2, aborted: false });
    metrics.observe({ method: 'GET', path: '/api/cogeneration_systems.csv', status: 200, ms: 900, aborted: true });
    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_database_up 0');
    expect(text).not.toMatch(/^portal_jobs\{/m);
    expect(text).toContain('portal_http_requests_in_flight 3');
    // An unknown method is one label value; an aborted request is counted apart, with no status.
    expect(text).toContain('portal_http_requests_total{surface="api",method="OTHER",code="405"} 1');
    expect(text).toContain('portal_http_requests_aborted_total{surface="api"} 1');
    expect(text).toContain('portal_http_request_duration_seconds_count{surface="api"} 1');
  });
});

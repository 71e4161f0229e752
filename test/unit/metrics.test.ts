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

  it("counts a GraphQL answer's errors by code, and a code of no known kind as OTHER", async () => {
    const metrics = new Metrics({ requestsInFlight: () => 0, pool: () => null, jobs: async () => [] });
    const answered = { method: 'POST', path: '/graphql', status: 200, ms: 5, aborted: false };
    metrics.observe({ ...answered, graphqlErrors: ['INTERNAL_SERVER_ERROR'] });
    metrics.observe({ ...answered, graphqlErrors: ['BAD_USER_INPUT', 'NOT_FOUND'] });
    metrics.observe({ ...answered, graphqlErrors: ['MADE_UP_BY_A_CLIENT'] });
    metrics.observe(answered);
    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_graphql_errors_total{code="INTERNAL_SERVER_ERROR"} 1');
    expect(text).toContain('portal_graphql_errors_total{code="BAD_USER_INPUT"} 1');
    expect(text).toContain('portal_graphql_errors_total{code="NOT_FOUND"} 1');
    expect(text).toContain('portal_graphql_errors_total{code="OTHER"} 1');
    expect(text).toContain('portal_http_requests_total{surface="graphql",method="POST",code="200"} 4');
  });
});

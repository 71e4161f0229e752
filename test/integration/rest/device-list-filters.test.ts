import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCategory } from '../../../server/core/domain.js';
import { createDevice } from '../../factories/public-devices.js';
import { createOrganization, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { signedIn } from '../../helpers/sign-in.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import type { TestClient } from '../../helpers/test-client.js';

let t: TestApp;
let c: Record<'visitor' | 'organization' | 'admin', TestClient>;
const LIST = '/api/electric_heat_pumps';

beforeAll(async () => {
  t = await createTestApp();
  // An organization managing the category: its list is its own devices.
  const em = t.orm.em.fork();
  const maker = await createUser(em, { organization: await createOrganization(em, { electricHeatPumpManager: true }) });
  const organization = t.client();
  await organization.login(maker.email, DEFAULT_PASSWORD);
  c = { visitor: t.client(), organization, admin: (await signedIn(t, 'admin')).client };
  await createDevice(t.orm.em.fork(), { category: DeviceCategory.electric_heat_pumps, releaseDate: '2026-01-05' });
});
afterAll(() => t.close());

const RELEASE = '発売予定年月日は日付(YYYY-MM-DD)で指定してください';
const EXPIRED = '取消済を含めるかどうかはtrueかfalseで指定してください';

/** Written from the filter rules, not from the code: what every role gets for each input. */
const DATE_CASES: [input: string, refusal: string | null][] = [
  ['2026-01-05', null],
  ['2026/1/5', null],
  ['2026/01/05', null],
  ['', null],
  ['2026-13-01', RELEASE],
  ['2026-02-30', RELEASE],
  ['yesterday', RELEASE],
  ['20260105', RELEASE],
];
const BOOLEAN_CASES: [input: string, refusal: string | null][] = [
  ['true', null],
  ['false', null],
  ['1', null],
  ['0', null],
  ['', null],
  ['yes', EXPIRED],
  ['on', EXPIRED],
];

describe('device list filters are parsed once, for every role and both doors', () => {
  for (const role of ['visitor', 'organization', 'admin'] as const) {
    it(`/api release_date_from as ${role}`, async () => {
      for (const [input, refusal] of DATE_CASES) {
        const res = await c[role].get<{ errors?: Record<string, string[]> }>(
          `${LIST}?release_date_from=${encodeURIComponent(input)}`,
        );
        if (refusal === null) expect(res.status, `${role} ${input}`).toBe(200);
        else expect([res.status, res.body.errors], `${role} ${input}`).toEqual([422, { release_date_from: [refusal] }]);
      }
    });

    it(`/api include_expired as ${role}`, async () => {
      for (const [input, refusal] of BOOLEAN_CASES) {
        const res = await c[role].get<{ errors?: Record<string, string[]> }>(
          `${LIST}?include_expired=${encodeURIComponent(input)}`,
        );
        if (refusal === null) expect(res.status, `${role} ${input}`).toBe(200);
        else expect([res.status, res.body.errors], `${role} ${input}`).toEqual([422, { include_expired: [refusal] }]);
      }
    });
  }

  it('GraphQL: the same dates accepted and refused with the same message, public and signed-in lists', async () => {
    for (const [input, refusal] of DATE_CASES) {
      const visitor = await c.visitor.gql(
        'query ($d: String) { publicDevices(category: electric_heat_pumps, filter: { releaseDateFrom: $d }) { total } }',
        { d: input },
      );
      const admin = await c.admin.gql(
        'query ($d: String) { devices(category: electric_heat_pumps, filter: { releaseDateFrom: $d }) { total } }',
        { d: input },
      );
      for (const answer of [visitor, admin]) {
        if (refusal === null) expect(answer.errors, input).toBeUndefined();
        else expect(answer.errors?.[0]?.extensions?.fieldErrors, input).toEqual({ releaseDateFrom: [refusal] });
      }
    }
  });
});

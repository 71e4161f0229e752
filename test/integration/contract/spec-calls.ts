import { expect } from 'vitest';
import type { CallLog, RecordedCall } from '../../helpers/legacy-client.js';

/**
 * Every call of SPEC §7 "Calls", written out from the spec by hand, and the contract test file
 * that makes it through the legacy client (test/helpers/legacy-client.ts). `{id}` is a number,
 * `{cat}` a device category, `{cert}` a certificate resource; `?key=value` means the call must
 * carry that query parameter (the spec's variants of one path).
 *
 * Device and certificate reads are listed per category (the suite reads all five); device writes
 * are listed once with `{cat}` (the lifecycle runs through one category).
 *
 * Each file's last test checks that every entry of its area was called (`expectAreaCovered`), and
 * calls.test.ts checks that every area has its file.
 *
 *   area                  file                               SPEC §7 section
 *   auth                  auth-registration.test.ts          Auth and registration
 *   organizations         organizations-users.test.ts        Organizations, Users
 *   master-data           master-data.test.ts                Brand names, Evaluation organizations,
 *                                                            Shared passwords, Information
 *   links                 links.test.ts                      Links
 *   devices               devices-lifecycle.test.ts          Devices (writes: check, upload, lifecycle)
 *   device-reads          devices-read.test.ts               Devices (reads), Certificates, CSV downloads
 */
export const AREA_FILES = {
  auth: 'auth-registration.test.ts',
  organizations: 'organizations-users.test.ts',
  'master-data': 'master-data.test.ts',
  links: 'links.test.ts',
  devices: 'devices-lifecycle.test.ts',
  'device-reads': 'devices-read.test.ts',
} as const;
export type Area = keyof typeof AREA_FILES;

export const CATEGORIES = [
  'cogeneration_systems',
  'hybrid_water_heaters',
  'electric_heat_pumps',
  'solar_systems',
  'solar_water_heaters',
] as const;
export type CategoryResource = (typeof CATEGORIES)[number];

/** SPEC §7 "Resources are named like cogeneration_system_certificates": the singular + _certificates. */
export const CERTIFICATES: Record<CategoryResource, string> = {
  cogeneration_systems: 'cogeneration_system_certificates',
  hybrid_water_heaters: 'hybrid_water_heater_certificates',
  electric_heat_pumps: 'electric_heat_pump_certificates',
  solar_systems: 'solar_system_certificates',
  solar_water_heaters: 'solar_water_heater_certificates',
};

const perCategory = (calls: string[]) =>
  CATEGORIES.flatMap((cat) => calls.map((c) => c.replaceAll('{cat}', cat).replaceAll('{cert}', CERTIFICATES[cat])));

export const SPEC_CALLS: Record<Area, string[]> = {
  auth: ['POST /login', 'GET /login', 'POST /logout', 'POST /password/email', 'POST /password/reset', 'POST /register'],
  organizations: [
    'GET /organizations',
    'GET /organizations?device_manager=true',
    'GET /organizations/{id}',
    'GET /organizations/{id}/users',
    'PUT /organizations/{id}',
    'PUT /organizations/{id}/approved/enabled',
    'PUT /organizations/{id}/approved/disabled',
    'DELETE /organizations/{id}',
    'POST /organizations/{id}/zip_password',
    'POST /users',
    'PUT /users/{id}',
    'DELETE /users/{id}',
    'PUT /users/{id}/password',
    'PUT /users/unlock',
  ],
  'master-data': [
    'GET /brand_names',
    'POST /brand_names',
    'PUT /brand_names/{id}',
    'DELETE /brand_names/{id}',
    'GET /evaluation_organizations',
    'POST /evaluation_organizations',
    'PUT /evaluation_organizations/{id}',
    'DELETE /evaluation_organizations/{id}',
    'GET /shared_passwords',
    'POST /shared_passwords',
    'PUT /shared_passwords/{id}',
    'DELETE /shared_passwords/{id}',
    'GET /information',
    'POST /information',
    'PUT /information/{id}',
    'DELETE /information/{id}',
  ],
  links: [
    'GET /links',
    'GET /links?new=true',
    'GET /links?for_evaluator=true',
    'GET /links?organization_id={id}',
    'POST /links',
    'PUT /links/{id}',
    'DELETE /links/{id}',
    'PUT /links/{id}/approved/enabled',
    'PUT /links/{id}/approved/disabled',
    'GET /links/categories',
    'GET /links/categories/levels',
    'GET /links/windows',
    'GET /links/doors',
    'GET /links/glasses',
    'GET /links/house/opening/categories',
  ],
  devices: [
    'POST /{cat}/check',
    'POST /{cat}',
    'PUT /{cat}/{id}/apply_publish',
    'PUT /{cat}/{id}/approve/enabled',
    'PUT /{cat}/{id}/date',
    'PUT /{cat}/{id}/apply_cancel',
    'PUT /{cat}/{id}/cancel',
    'DELETE /{cat}/{id}',
  ],
  'device-reads': perCategory([
    'GET /{cat}',
    'GET /{cat}?public=true',
    'GET /{cat}/{id}',
    'GET /{cat}/brand_names',
    'GET /{cat}/download/csv',
    'GET /{cat}/download/organization_csv',
    'GET /{cat}/download/kenken_csv',
    'GET /{cert}/{id}',
    'GET /{cert}/{id}/file',
    'GET /{cert}/download/kenken_csv',
  ]),
};

const CAT = `(?:${CATEGORIES.join('|')})`;
const CERT = `(?:${Object.values(CERTIFICATES).join('|')})`;

/** Whether a recorded call is the spec entry `entry` ("METHOD /path?key=value"). */
export function matches(entry: string, call: RecordedCall): boolean {
  const [method, target = ''] = entry.split(' ');
  const [path = '', condition] = target.split('?');
  if (call.method !== method) return false;
  const pattern = path
    .split('/')
    .map((segment) => (segment === '{id}' ? '\\d+' : segment === '{cat}' ? CAT : segment === '{cert}' ? CERT : segment))
    .join('/');
  if (!new RegExp(`^${pattern}$`).test(call.path)) return false;
  if (!condition) return true;
  const [key = '', value = ''] = condition.split('=');
  const sent = call.query.get(key);
  return value === '{id}' ? /^\d+$/.test(sent ?? '') : sent === value;
}

const ALL_ENTRIES = Object.values(SPEC_CALLS).flat();

/**
 * The last test of each contract file: every §7 entry of `area` was called, and the file called
 * nothing outside §7 (the XSRF cookie comes from GET /login, see obtainXsrfCookie).
 */
export function expectAreaCovered(area: Area, log: CallLog): void {
  const missing = SPEC_CALLS[area].filter((entry) => !log.calls.some((call) => matches(entry, call)));
  expect(missing, `SPEC §7 calls of ${area} never made`).toEqual([]);
  const outside = log.calls
    .filter((call) => !ALL_ENTRIES.some((entry) => matches(entry, call)))
    .map((call) => `${call.method} ${call.path}`);
  expect(outside, 'calls outside SPEC §7').toEqual([]);
}

/** SPEC §7: "treats 200-299 as success". */
export function expectOk(res: { status: number; body?: unknown }): void {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

type Kind = 'array' | 'number' | 'object' | 'string' | 'object|null';

/** The keys the SPA reads, with their types (`object` is a non-null, non-array object). */
export function expectKeys(body: unknown, keys: Record<string, Kind>): void {
  expect(body, 'a JSON body').toBeTypeOf('object');
  const record = body as Record<string, unknown>;
  for (const [key, kind] of Object.entries(keys)) {
    const value = record[key];
    const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    const wanted = kind === 'object|null' ? ['object', 'null'] : [kind];
    expect(wanted, `${key} is ${actual}`).toContain(actual);
  }
}

const isMessages = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((m) => typeof m === 'string');

/**
 * SPEC §8: a 422 with an errors object, from which the client shows the first message of each
 * field (an array of messages), or of each nested entry (an object of such arrays); `message` is
 * one of those messages.
 */
export function expect422(res: { status: number; body?: unknown }, message?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expectKeys(res.body, { errors: 'object' });
  for (const [field, value] of Object.entries((res.body as { errors: Record<string, unknown> }).errors)) {
    const shown = isMessages(value)
      ? true
      : typeof value === 'object' && value !== null && Object.values(value).every(isMessages);
    expect(shown, `errors.${field}: ${JSON.stringify(value)}`).toBe(true);
  }
  if (message) expect(JSON.stringify((res.body as { errors: unknown }).errors)).toContain(message);
}

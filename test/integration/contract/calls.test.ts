/**
 * The contract suite of the legacy REST facade, written from SPEC §7 "Calls" alone: every /api
 * path and method, called as the original SPA calls it (test/helpers/legacy-client.ts: fetch, a
 * cookie jar, JSON bodies with snake_case keys, `page` from 1, the XSRF-TOKEN cookie echoed in
 * X-XSRF-TOKEN), asserting 200-299 and the keys the SPA reads with their types.
 *
 * SPEC §7 call                                        covered in (test)
 * ─── Auth and registration ─────────────────────────  auth-registration.test.ts
 * POST /login, GET /login (users[0])                  "POST /login {email, password, type}, then GET /login…"
 * POST /logout                                        "POST /logout ends the session…"
 * POST /password/email, POST /password/reset          "POST /password/email {email, type}, then POST /password/reset…"
 * POST /register                                      "POST /register {organization, user}…" (+ its 422)
 * ─── Organizations, Users ──────────────────────────  organizations-users.test.ts
 * GET /organizations (organizations, total)           "GET /organizations {page, type, keyword, …}", "{page: 1} alone"
 * GET /organizations?device_manager=true              "GET /organizations {device_manager: true}…" (keys only)
 * GET /organizations/{id} (organizations[0])          "GET /organizations/{id} reads organizations[0]…"
 * GET /organizations/{id}/users (users)               "GET /organizations/{id}/users reads users"
 * PUT /organizations/{id}                             "PUT /organizations/{id} {profile fields} …"
 * PUT /organizations/{id}/approved/enabled|disabled   "PUT /organizations/{id}/approved/enabled …, then /approved/disabled"
 * DELETE /organizations/{id}                          "DELETE /organizations/{id}"
 * POST /organizations/{id}/zip_password               "POST /organizations/{id}/zip_password …" (+ §5 422)
 * POST /users, PUT /users/{id}, DELETE /users/{id}    "POST /users …" (+ §5 422), "PUT /users/{id} …", "DELETE /users/{id}"
 * PUT /users/{id}/password                            "PUT /users/{id}/password …"
 * PUT /users/unlock                                   "PUT /users/unlock {id_list} (administrator)"
 * ─── Brand names, Evaluation organizations, ────────  master-data.test.ts
 * ─── Shared passwords, Information
 * GET/POST /brand_names, PUT/DELETE /brand_names/{id} "GET /brand_names {page} reads brand_names, total; POST …; PUT; DELETE"
 * GET/POST /evaluation_organizations, PUT/DELETE …/{id} "GET /evaluation_organizations reads evaluation_organizations; …"
 * GET /shared_passwords (shared_passwords, total)     "GET /shared_passwords {optional page} …"
 * POST /shared_passwords, PUT/DELETE …/{id}           "POST /shared_passwords {name, zip_password, …}; PUT; DELETE"
 * GET /information (information, total)               "GET /information {page, show_type} reads information, total"
 * POST /information, PUT/DELETE /information/{id}     "POST /information (show_users 0); PUT …; DELETE …"
 * ─── Links ─────────────────────────────────────────  links.test.ts
 * GET /links (links, total, category)                 "GET /links with the link filters…" (visitor, organization, admin)
 * GET /links?new, ?for_evaluator                      "GET /links {new} …", "GET /links {for_evaluator, number, password} …"
 * GET /links?organization_id=                         "GET /links {organization_id} …" (keys only for the admin)
 * POST /links, PUT /links/{id}, DELETE /links/{id}    "POST /links {…}" (+ §5 422s), "PUT /links/{id}", "DELETE /links/{id}"
 * PUT /links/{id}/approved/enabled|disabled           "PUT /links/{id}/approved/enabled and /approved/disabled"
 * GET /links/categories (categories, total)           "GET /links/categories {type, level or category filters} …"
 * GET /links/categories/levels (levels)               "GET /links/categories/levels {type} reads levels"
 * GET /links/house/opening/categories (glasses,       "GET /links/house/opening/categories reads glasses, materials;
 *   materials), GET /links/windows|doors|glasses        then GET /links/windows, /links/doors, /links/glasses"
 * ─── Devices: writes (electric_heat_pumps) ─────────  devices-lifecycle.test.ts
 * POST /{cat}/check, POST /{cat} (multipart)          "POST /{cat}/check, then POST /{cat} {…, no_list[]}", "… shared …"
 * GET /{cat}/{id}, GET /{cert}/{id}, …/file          "GET /{cat}/{id}, then GET /{cert}/{id} and /{cert}/{id}/file of a
 *   of a registered device                             registered device (its organization and the administrator)"
 * PUT /{cat}/{id}/date                                "PUT /{cat}/{id}/date {publish_date, release_date}" (+ §5 422)
 * PUT …/apply_publish, …/approve/enabled,             "PUT apply_publish (organization), approve/enabled (administrator),
 *   …/apply_cancel, …/cancel, DELETE /{cat}/{id}        apply_cancel (organization), cancel (administrator), DELETE …"
 * PUT /{cat}/{id}/cancel (from registered)            "PUT /{cat}/{id}/cancel …: the administrator cancels … directly"
 * DELETE /{cat}/{id} (organization)                   "DELETE /{cat}/{id}: the organization deletes a registered device"
 * ─── Devices: reads, Certificates, CSV (all five) ──  devices-read.test.ts, describe.each over the five categories
 * GET /{cat} (data, total, last_update)               "GET /{cat} {search filters, public} …", "… (organization and administrator…)"
 * GET /{cat}/{id}                                     "GET /{cat}/{id} {public} (public detail, and the signed-in detail)"
 * GET /{cat}/brand_names                              "GET /{cat}/brand_names {include_expired: true, public}"
 * GET /{cat}/download/csv, /download/kenken_csv       "GET /{cat}/download/csv (public, …) and /download/kenken_csv …"
 * GET /{cat}/download/organization_csv                "GET /{cat}/download/organization_csv answers text/csv …"
 * GET /{cert}/{id}, /{cert}/{id}/file,                "GET /{cert}/{id}, GET /{cert}/{id}/file (PDF bytes),
 *   /{cert}/download/kenken_csv                         GET /{cert}/download/kenken_csv"
 *
 * The machine-checked form of this table is SPEC_CALLS in spec-calls.ts: each file's last test
 * asserts that the legacy client recorded every entry of its area (and nothing outside §7), and the
 * tests below assert that every area has its file and that file runs that check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREA_FILES, CATEGORIES, SPEC_CALLS, type Area } from './spec-calls.js';

const self = fileURLToPath(import.meta.url);
const here = path.dirname(self);

describe('SPEC §7 coverage of the contract suite', () => {
  it('lists every SPEC §7 call once', () => {
    const all = Object.values(SPEC_CALLS).flat();
    expect(new Set(all).size).toBe(all.length);
    // 6 auth + 14 organizations/users + 16 master data + 15 links + 8 device writes + 10 reads × 5 categories.
    expect(all).toHaveLength(6 + 14 + 16 + 15 + 8 + 10 * CATEGORIES.length);
  });

  it.each(Object.entries(AREA_FILES) as [Area, string][])(
    'area %s: %s exists and checks that every call of its area was made',
    (area, file) => {
      expect(readdirSync(here)).toContain(file);
      expect(readFileSync(path.join(here, file), 'utf8')).toContain(`expectAreaCovered('${area}', log)`);
    },
  );

  it('has no contract test file outside the table', () => {
    const files = readdirSync(here).filter((f) => f.endsWith('.test.ts') && f !== path.basename(self));
    expect(files.sort()).toEqual(Object.values(AREA_FILES).sort());
  });
});

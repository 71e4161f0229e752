import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server.js';

/**
 * Every shell example of docs/api.md, run as written (bash + curl + iconv) against the demo
 * portal, in order and in one directory, as a reader would. Each example is checked for what the
 * docs say it answers; an example without an expectation here fails, so docs and test move together.
 */
const EXPECTATIONS: [command: RegExp, answer: RegExp][] = [
  [
    /q=ＴＷＥＨ/,
    /^\{"data":\[\{"category":"electric_heat_pumps","matched_field":"systemNumber","matched_label":"システム品番","match_kind":"exact","id":\d+/,
  ],
  [
    /q=\(株\)ひかりソーラー/,
    /^\{"data":\[\{"category":"solar_systems","matched_field":"organizationName","matched_label":"事業者名","match_kind":"exact","id":\d+/,
  ],
  [
    /searchDevices\(query: \$q\)/,
    /"searchDevices":\{"total":2,"categoryCounts":\[\{"category":"electric_heat_pumps","label":"電気ヒートポンプ給湯機","count":2\}\],"items":\[\{"matchedField":"systemNumber","matchedLabel":"システム品番","matchKind":"prefix"/,
  ],
  [
    /publicDevices\(category: electric_heat_pumps, filter/,
    /"items":\[\{"id":\d+.*"organizationName":"[^"]+","brandName":\{"id":\d+,"name":/,
  ],
  [/first: 100, after/, /"endCursor":"[^"]+","hasNextPage":(true|false),"items":\[\{"id":\d+/],
  [
    /publicDevice\(category: solar_systems, id: \$id\)/,
    /"publicDevice":\{"id":\d+,"certificateNumber":"[^"]+","status":"published".*"publicDeviceHistory":\[\{"toStatus":"published"/,
  ],
  [/publicBrandNames/, /"publicBrandNames":\[\{"id":\d+,"name":"[^"]+"\}.*"lastUpdate":"\d{4}-\d{2}-\d{2}"/],
  [/__type\(name/, /"name":"organizationName"/],
  [/-D - \| head -20/, /^HTTP\/1\.1 200[\s\S]*^ratelimit-limit: \d+/im],
  [/electric_heat_pumps\/\$ID\?public=true/, /^\{"data":\{"id":\d+.*"status_changes":\[/],
  [/brand_names\?include_expired=true/, /^\{"brand_names":\[\{"id":\d+,"name":/],
  [/download\/xlsx/, /^content-type: application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/im],
  [/curl -s -OJ/, /^機器ID,ブランド名,発売予定年月日,公開日,証明書番号,システム品番,/m],
  [
    /cogeneration_systems\/download\/kenken_csv/,
    /^証明書番号,ブランド名,[\s\S]*^証明書番号,ブランド名,システム品番,公開日,証明書ID/m,
  ],
  [
    /certificate\.pdf/,
    /^content-type: application\/pdf[\s\S]*^content-disposition: attachment; filename=(?:"[^"]+\.pdf"|[^";\s]+\.pdf)(?:; filename\*=UTF-8''|\s*$)/im,
  ],
  [/Accept: text\/html/, /^<title>GraphQL explorer[^\n]*\n\{"openapi":"3\.1\.0"/],
  [
    /first=2\$\{AFTER/,
    /^[1-9]\d* devices, next since=\d{4}-\d{2}-\d{2}T[\d:.]+Z\n\{"changes":\[\],"end_cursor":null,"has_next_page":false,"server_time":"/,
  ],
  [
    /publicDeviceChanges\(category: solar_water_heaters/,
    /"publicDeviceChanges":\{"serverTime":"[^"]+","hasNextPage":false,"endCursor":"[^"]+","items":\[\{"id":\d+,"changedAt":"[^"]+","removed":false,"removedReason":null,"device":\{"id":\d+/,
  ],
  [
    /links\?type=house&page=1/,
    /^\{"links":\[\{"id":\d+.*"organization_name":"[^"]+".*\}\{"links":\[\{"id":\d+.*"category":\{"id":\d+,"code":"H-04-01"/,
  ],
  [/links\?new=1/, /^\{"links":\[\{"id":\d+.*"total":5,"category":null\}$/],
  [
    /links\/categories\?type=building/,
    /^\{"categories":\[\{"id":\d+,"code":"[^"]+".*"organization_count":\d+.*\}\{"levels":\[\{"level1":"[^"]+","level2s":\[/,
  ],
  [
    /categories\/H-04-01\/organizations/,
    /"organizations":\[\{"organization_id":\d+,"organization_name":"[^"]+","links":\[\{"id"/,
  ],
  [
    /house\/opening\/categories/,
    /"default_material_code":"H-01-07","default_glass_code":"H-01-13"[\s\S]*"total":[1-9]\d*,"material":\{[\s\S]*"total":[1-9]\d*,"material":\{[\s\S]*"total":[1-9]\d*,"material":null,"glass":\{/,
  ],
  [/for_evaluator=1/, /^\{"links":\[\{"id":\d+.*"for_evaluator":true,"memo":"[^"]+"/],
];

/** The shell examples: each blank-line-separated group of a ```sh block. */
function examples(): string[] {
  const docs = fs.readFileSync(path.resolve('docs/api.md'), 'utf8');
  return [...docs.matchAll(/```sh\n([\s\S]*?)```/g)]
    .flatMap((m) => m[1]!.split(/\n\s*\n/))
    .map((e) => e.trim())
    .filter(Boolean);
}

let server: RunningServer;
let dir: string;
beforeAll(async () => {
  server = await startServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-'));
});
afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('docs/api.md examples', () => {
  it('has an expectation for every example', () => {
    for (const example of examples())
      expect(
        EXPECTATIONS.some(([command]) => command.test(example)),
        example,
      ).toBe(true);
  });

  it('run as written and answer as documented', () => {
    const failures = path.join(dir, 'http-failures.txt');
    // An HTTP error (curl exit 22) is recorded; the body is still printed like a reader would see it.
    const prelude = `curl() { command curl --fail-with-body "$@"; local rc=$?; [ $rc -eq 22 ] && echo "HTTP error: curl $*" >> "${failures}"; return $rc; }\n`;
    for (const example of examples()) {
      const output = execFileSync('bash', ['-c', prelude + example], {
        cwd: dir,
        env: { ...process.env, BASE: server.baseUrl },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(fs.existsSync(failures) ? fs.readFileSync(failures, 'utf8') : '', example).toBe('');
      expect(output, example).not.toMatch(/"errors":|RATE_LIMITED|が見つかりません/);
      const [, answer] = EXPECTATIONS.find(([command]) => command.test(example))!;
      expect(output, `${example}\n---\n${output.slice(0, 2000)}`).toMatch(answer);
    }
  });
});

import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../../server/composition/orm-options.js';
import { DeviceCategory } from '../../../server/core/domain.js';
import { categoryDefinition } from '../../../server/modules/device-registry/categories.js';
import { createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { createManagerOrganization, uploadForm, uploadZip } from '../../factories/devices.js';
import { TestClient } from '../../helpers/test-client.js';
import { emptyDatabase } from '../../ops/lib/empty-database.js';
import { postgresLeftOn, startPortal, type PortalProcess } from '../../ops/lib/portal-process.js';
import { slowSend } from '../../ops/lib/slow-requests.js';

let portal: PortalProcess | undefined;
afterAll(async () => {
  if (!portal) return;
  portal.kill('SIGKILL');
  await portal.exited;
  fs.rmSync(portal.dataDir, { recursive: true, force: true });
});

describe('SIGTERM during an upload commit', () => {
  it('lets the commit finish (201, rows written), then exits 0', async () => {
    // A migrated, empty database: the portal migrates it at boot; the organization is made after.
    const databaseUrl = await emptyDatabase('ops_sigterm_upload');
    portal = await startPortal({ env: { DATABASE_URL: databaseUrl } });
    const orm = await MikroORM.init(ormOptions(databaseUrl));
    const { organization } = await createManagerOrganization(orm.em.fork());
    const user = await createUser(orm.em.fork(), { organization });

    const client = new TestClient(portal.baseUrl);
    await client.login(user.email, DEFAULT_PASSWORD);
    const resource = categoryDefinition(DeviceCategory.electric_heat_pumps).apiResource;
    const form = new Response(uploadForm(await uploadZip(DeviceCategory.electric_heat_pumps, 200)));
    const body = Buffer.from(await form.arrayBuffer());
    const headers = {
      'content-type': form.headers.get('content-type')!,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
    };

    const commit = slowSend(portal.baseUrl, `/api/${resource}`, body, headers, 1_500);
    // The server has the request (it asked for the body) before the signal; the body still trickles in.
    await commit.received;
    portal.kill('SIGTERM');
    const answer = await commit.answer;
    expect(answer).toMatchObject({ status: 201, error: null });
    expect(JSON.parse(answer.body)).toMatchObject({ created: 200 });
    expect(await portal.exited).toBe(0);
    expect(postgresLeftOn(portal.dataDir)).toEqual([]);

    const [{ count }] = await orm.em.getConnection().execute<{ count: string }[]>('select count(*) from devices');
    expect(Number(count)).toBe(200);
    await orm.close(true);
  }, 120_000);
});

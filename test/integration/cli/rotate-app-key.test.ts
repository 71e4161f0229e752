import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Organization } from '../../../server/modules/organizations/organization.entity.js';
import { SecretBox } from '../../../server/core/security/secret-box.js';
import { createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { createManagerOrganization } from '../../factories/devices.js';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../server/composition/app.js';
import { loadConfig } from '../../../server/config.js';
import { createServices } from '../../../server/composition/services.js';
import { openFileStore } from '../../../server/core/files/create-file-store.js';
import { createTestApp, TEST_APP_KEY, type TestApp } from '../../helpers/test-app.js';
import { TestClient } from '../../helpers/test-client.js';
import { compiledEntry } from '../../helpers/compiled-server.js';

const run = promisify(execFile);
const NEW_KEY = Buffer.alloc(32, 42).toString('base64');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function rotate(env: Record<string, string>) {
  return run(process.execPath, [compiledEntry('cli/rotate-app-key')], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent', ...env },
  });
}

/** An app on the same database with other keys, for one request's worth of work. */
async function withApp<T>(
  keys: { appKey: string; oldAppKey?: string },
  work: (client: TestClient) => Promise<T>,
): Promise<T> {
  const config = loadConfig({ env: 'test', ...keys });
  const secretBox = SecretBox.fromString(keys.appKey, keys.oldAppKey ? [keys.oldAppKey] : []);
  const services = createServices({ config, secretBox, files: await openFileStore(config) });
  const { app, stop } = await createApp({ config, orm: t.orm, services, xsrfKey: Buffer.alloc(32, 9) });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    return await work(new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await stop();
  }
}

describe('a changed APP_KEY', () => {
  it('with OLD_APP_KEY beside the new key, secrets an old process sealed during the deploy stay usable, and rotate-app-key re-seals them afterwards', async () => {
    const { organization } = await createManagerOrganization(t.orm.em.fork());
    const user = await createUser(t.orm.em.fork(), { organization });
    // The zip password was sealed by a process still on the old key (TEST_APP_KEY).
    const sample = await withApp({ appKey: NEW_KEY, oldAppKey: TEST_APP_KEY }, async (client) => {
      await client.login(user.email, DEFAULT_PASSWORD);
      const response = await client.raw('GET', '/api/electric_heat_pumps/download/sample');
      return { status: response.status, type: response.headers.get('content-type') };
    });
    expect(sample).toEqual({ status: 200, type: 'application/zip' });

    const rotated = await rotate({ OLD_APP_KEY: TEST_APP_KEY, APP_KEY: NEW_KEY });
    expect(JSON.parse(rotated.stdout)).toMatchObject({ organizations: { reencrypted: 1 } });
    const org = await t.orm.em
      .fork()
      .findOneOrFail(Organization, { id: organization.id }, { populate: ['zipPasswordEncrypted'] });
    // Now the new key alone opens it: OLD_APP_KEY can go.
    expect(SecretBox.fromString(NEW_KEY).open(org.zipPasswordEncrypted)).toBe('zip-pass-1234');
  }, 60_000);

  it('gives a clear 409 instead of a 500 for the sample download, and npm run rotate-app-key repairs the data', async () => {
    const { organization } = await createManagerOrganization(t.orm.em.fork());
    const user = await createUser(t.orm.em.fork(), { organization });
    // The app runs with a key other than the one the zip password was sealed with.
    const config = loadConfig({ env: 'test', appKey: NEW_KEY });
    const services = createServices({
      config,
      secretBox: SecretBox.fromString(NEW_KEY),
      files: await openFileStore(config),
    });
    const { app, stop } = await createApp({ config, orm: t.orm, services, xsrfKey: Buffer.alloc(32, 9) });
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const otherClient = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await otherClient.login(user.email, DEFAULT_PASSWORD);
    const denied = await otherClient.get('/api/electric_heat_pumps/download/sample');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await stop();
    expect(denied.status).toBe(409);
    expect(denied.body).toEqual({
      message: '保存されているZIPパスワードを復号できません。システム管理者にお問い合わせください',
    });

    const first = await rotate({ OLD_APP_KEY: TEST_APP_KEY, APP_KEY: NEW_KEY });
    // (The organization of the test above is already on the new key.)
    expect(JSON.parse(first.stdout)).toMatchObject({ organizations: { reencrypted: 1, alreadyNew: 1 } });
    const again = await rotate({ OLD_APP_KEY: TEST_APP_KEY, APP_KEY: NEW_KEY });
    expect(JSON.parse(again.stdout)).toMatchObject({ organizations: { reencrypted: 0, alreadyNew: 2 } });

    const org = await t.orm.em
      .fork()
      .findOneOrFail(Organization, { id: user.organization!.id }, { populate: ['zipPasswordEncrypted'] });
    expect(SecretBox.fromString(NEW_KEY).decrypt(org.zipPasswordEncrypted)).toBe('zip-pass-1234');
    await expect(
      rotate({ OLD_APP_KEY: Buffer.alloc(32, 1).toString('base64'), APP_KEY: Buffer.alloc(32, 2).toString('base64') }),
    ).rejects.toThrow(/nothing changed/);
  }, 60_000);
});

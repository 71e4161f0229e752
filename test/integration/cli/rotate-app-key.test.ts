import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Organization } from '../../../server/modules/organizations/organization.entity.js';
import { SecretBox } from '../../../server/core/security/secret-box.js';
import { createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { createManagerOrganization } from '../../factories/devices.js';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { createServices } from '../../../server/services.js';
import { createTestApp, TEST_APP_KEY, type TestApp } from '../../helpers/test-app.js';
import { TestClient } from '../../helpers/test-client.js';

const run = promisify(execFile);
const NEW_KEY = Buffer.alloc(32, 42).toString('base64');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function rotate(env: Record<string, string>) {
  return run(process.execPath, ['--import', '@swc-node/register/esm-register', 'server/cli/rotate-app-key.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent', ...env },
  });
}

describe('a changed APP_KEY', () => {
  it('gives a clear 409 instead of a 500 for the sample download, and npm run rotate-app-key repairs the data', async () => {
    const { organization } = await createManagerOrganization(t.orm.em.fork());
    const user = await createUser(t.orm.em.fork(), { organization });
    // The app runs with a key other than the one the zip password was sealed with.
    const config = loadConfig({ env: 'test', appKey: NEW_KEY });
    const services = createServices({ config, secretBox: SecretBox.fromString(NEW_KEY) });
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
    expect(JSON.parse(first.stdout)).toMatchObject({ organizations: { reencrypted: 1, alreadyNew: 0 } });
    const again = await rotate({ OLD_APP_KEY: TEST_APP_KEY, APP_KEY: NEW_KEY });
    expect(JSON.parse(again.stdout)).toMatchObject({ organizations: { reencrypted: 0, alreadyNew: 1 } });

    const org = await t.orm.em
      .fork()
      .findOneOrFail(Organization, { id: user.organization!.id }, { populate: ['zipPasswordEncrypted'] });
    expect(SecretBox.fromString(NEW_KEY).decrypt(org.zipPasswordEncrypted)).toBe('zip-pass-1234');
    await expect(
      rotate({ OLD_APP_KEY: Buffer.alloc(32, 1).toString('base64'), APP_KEY: Buffer.alloc(32, 2).toString('base64') }),
    ).rejects.toThrow(/nothing changed/);
  }, 60_000);
});

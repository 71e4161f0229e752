import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { signedIn } from '../../helpers/sign-in.js';
import { DeviceStatus } from '../../../server/core/domain.js';
import { createDevice, createManagerOrganization, organizationClient } from '../../factories/devices.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('device lifecycle mail', () => {
  it('tells administrators of applications and the organization of decisions', async () => {
    const admin = await signedIn(t, 'admin');
    const { organization } = await createManagerOrganization(t.orm.em.fork());
    const { client: orgClient, user: orgUser } = await organizationClient(t, organization);
    const device = await createDevice(t.orm.em.fork(), organization, { status: DeviceStatus.registered });
    const outbox = t.services.mailer.outbox;
    outbox.length = 0;

    expect((await orgClient.put(`/api/electric_heat_pumps/${device.id}/apply_publish`)).status).toBe(200);
    await t.drainJobs();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.to).toContain(admin.user.email);
    expect(outbox[0]!.to).not.toContain(orgUser.email);
    expect(outbox[0]!.subject).toContain('公開申請');
    expect(outbox[0]!.text).toContain(device.certificateNumber);
    // Through the sign-in page, which continues to the device (a reader is often signed out).
    expect(outbox[0]!.text).toContain(`/login/house?next=%2Fadmin%2Felectric_heat_pumps%2F${device.id}`);

    expect((await admin.client.put(`/api/electric_heat_pumps/${device.id}/approve/enabled`)).status).toBe(200);
    await t.drainJobs();
    expect(outbox).toHaveLength(2);
    expect(outbox[1]!.to).toEqual([orgUser.email]);
    expect(outbox[1]!.subject).toContain('承認');
    expect(outbox[1]!.text).toContain('公開日が未設定のため、公開日を設定するまで一般には公開されません。');
    expect(outbox[1]!.text).not.toContain('公開日から');
  });

  it('the approval mail names the publish date when there is one', async () => {
    const admin = await signedIn(t, 'admin');
    const { organization } = await createManagerOrganization(t.orm.em.fork());
    await organizationClient(t, organization);
    const device = await createDevice(t.orm.em.fork(), organization, {
      status: DeviceStatus.publish_requested,
      publishDate: '2026-04-01',
    });
    const outbox = t.services.mailer.outbox;
    outbox.length = 0;
    expect((await admin.client.put(`/api/electric_heat_pumps/${device.id}/approve/enabled`)).status).toBe(200);
    await t.drainJobs();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.text).toContain(
      '申請された機器の公開が承認されました。公開日（2026/04/01）から一般に公開されます。',
    );
    expect(outbox[0]!.text).not.toContain('未設定');
  });
});

import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DeviceCategory, DeviceStatus } from '../../server/core/domain.js';
import { BrandName } from '../../server/modules/brand-names/brand-name.entity.js';
import { Certificate } from '../../server/modules/certificates/certificate.entity.js';
import { StoredFile } from '../../server/modules/certificates/stored-file.entity.js';
import { categoryDefinition } from '../../server/modules/device-registry/categories.js';
import { Device } from '../../server/modules/device-registry/device.entity.js';
import { DeviceStatusChange } from '../../server/modules/device-registry/device-status-change.entity.js';
import { samplePerformance } from '../../server/modules/device-registry/sample-values.js';
import { todayInTokyo } from '../../server/modules/device-registry/visibility.js';
import type { Organization } from '../../server/modules/organizations/organization.entity.js';
import { createOrganization } from './index.js';

const unique = () => randomBytes(4).toString('hex');
export const daysFromToday = (days: number) => {
  const date = new Date(`${todayInTokyo()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export async function createBrandName(em: EntityManager, organization: Organization, name = `ブランド ${unique()}`) {
  const brandName = em.create(BrandName, { name, organization, note: '' });
  await em.persistAndFlush(brandName);
  return brandName;
}

/** A device (published yesterday unless told), with a certificate PDF and its status history. */
export async function createDevice(
  em: EntityManager,
  overrides: Partial<Omit<Device, 'brandName' | 'organization'>> & {
    brandName?: BrandName;
    organization?: Organization;
    category?: DeviceCategory;
    withCertificate?: boolean;
  } = {},
) {
  const { withCertificate = true, ...rest } = overrides;
  const category = rest.category ?? DeviceCategory.electric_heat_pumps;
  const organization =
    rest.organization ?? (rest.brandName?.organization as Organization | undefined) ?? (await createOrganization(em));
  const brandName = rest.brandName ?? (await createBrandName(em, organization));
  const definition = categoryDefinition(category);
  const identifying = Object.fromEntries(
    definition.identifyingFields.map((f) => [f.key, `${f.key.toUpperCase()}-${unique()}`]),
  );
  const device = em.create(Device, {
    category,
    organization,
    brandName,
    status: DeviceStatus.published,
    releaseDate: '2025-04-01',
    publishDate: daysFromToday(-1),
    certificateNumber: `CERT-${unique()}`,
    performance: samplePerformance(definition),
    ...identifying,
    ...rest,
  });
  em.persist(device);
  if (
    device.status === DeviceStatus.published ||
    device.status === DeviceStatus.canceled ||
    device.status === DeviceStatus.cancel_requested
  ) {
    em.persist(
      em.create(DeviceStatusChange, {
        device,
        fromStatus: DeviceStatus.publish_requested,
        toStatus: DeviceStatus.published,
      }),
    );
  }
  if (device.status === DeviceStatus.canceled) {
    em.persist(
      em.create(DeviceStatusChange, {
        device,
        fromStatus: DeviceStatus.published,
        toStatus: DeviceStatus.canceled,
        reasons: ['販売終了'],
        note: '社内メモ',
        canceledAt: device.canceledAt ?? daysFromToday(-1),
      }),
    );
  }
  if (withCertificate) {
    const content = Buffer.from(`%PDF-1.4\n% certificate ${device.certificateNumber}\n`);
    const sha256 = createHash('sha256').update(content).digest('hex');
    const file = em.create(StoredFile, { sha256, content, size: content.length });
    em.persist(file);
    em.persist(
      em.create(Certificate, {
        device,
        file,
        fileName: `${device.certificateNumber}.pdf`,
        contentType: 'application/pdf',
        size: content.length,
        sha256,
      }),
    );
  }
  await em.flush();
  return device;
}

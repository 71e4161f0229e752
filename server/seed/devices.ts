import type { EntityManager } from '@mikro-orm/postgresql';
import { Certificate } from '../modules/certificates/certificate.entity.js';
import { StoredFile } from '../modules/certificates/stored-file.entity.js';
import { Device } from '../modules/device-registry/device.entity.js';
import { DeviceStatusChange } from '../modules/device-registry/device-status-change.entity.js';
import { User } from '../modules/users/user.entity.js';
import { DeviceStatus } from '../core/domain.js';
import { certificatePdf, sha256Hex } from '../core/pdf/minimal-pdf.js';
import { dateDaysAgo, daysAgo } from './dates.js';
import { DEVICE_CATEGORY_SEEDS, DEVICE_PLANS, MODELS, type DevicePlan } from './device-specs.js';
import type { SeededOrganization } from './organizations.js';
import { categoryDefinition } from '../modules/device-registry/categories.js';
import { samplePerformance } from '../modules/device-registry/sample-values.js';

const CANCEL_REASONS = ['販売終了'];

/**
 * Content-addressed: the same bytes become one StoredFile row, as the upload path does; the bytes
 * are collected in `contents` for the caller to put into the file store.
 */
function storedFile(
  em: EntityManager,
  files: Map<string, StoredFile>,
  contents: Map<string, Buffer>,
  content: Buffer,
): StoredFile {
  const sha256 = sha256Hex(content);
  let file = files.get(sha256);
  if (!file) {
    file = em.create(StoredFile, { sha256, size: content.length });
    files.set(sha256, file);
    contents.set(sha256, content);
  }
  return file;
}

function lastCancel(plan: DevicePlan) {
  return [...plan.steps].reverse().find((s) => s.cancel)?.cancel;
}

/** The step that last changed what the public sees (a cancel request does not). */
function lastPublicStep(plan: DevicePlan) {
  const steps = [...plan.steps].reverse();
  return steps.find((s) => s.to === DeviceStatus.published || s.to === DeviceStatus.canceled) ?? steps[0]!;
}

/**
 * Devices of every category in every status, each with its certificate PDF and status history; the
 * PDFs' bytes by sha256 go into `contents`.
 */
export function seedDevices(
  em: EntityManager,
  admin: User,
  organizations: Record<'a' | 'b', SeededOrganization>,
  contents: Map<string, Buffer>,
): number {
  const files = new Map<string, StoredFile>();
  let count = 0;
  for (const spec of DEVICE_CATEGORY_SEEDS) {
    const owner = organizations[spec.owner];
    DEVICE_PLANS.forEach((plan, i) => {
      const model = MODELS[i % MODELS.length];
      const status = plan.steps[plan.steps.length - 1].to;
      const createdAt = daysAgo(plan.steps[0].days);
      const year = createdAt.getUTCFullYear();
      const certificateNumber = `${spec.certificatePrefix}-${year}-${String(i + 1).padStart(4, '0')}`;
      const cancel = lastCancel(plan);
      const device = em.create(Device, {
        category: spec.category,
        organization: owner.organization,
        brandName: owner.brands[spec.brands[i % spec.brands.length]],
        status,
        releaseDate: dateDaysAgo(plan.release),
        publishDate: plan.publish === null ? null : dateDaysAgo(plan.publish),
        certificateNumber,
        ...spec.identifying(model),
        performance: samplePerformance(categoryDefinition(spec.category), i),
        canceledAt:
          cancel && (status === DeviceStatus.canceled || status === DeviceStatus.cancel_requested)
            ? dateDaysAgo(cancel.canceledDays)
            : null,
        createdAt,
        updatedAt: daysAgo(plan.steps[plan.steps.length - 1].days),
        publicUpdatedAt: daysAgo(lastPublicStep(plan).days),
      });

      const pdf = certificatePdf([
        `Certificate ${certificateNumber}`,
        `${spec.englishName} - model ${model}`,
        `Issued ${createdAt.toISOString().slice(0, 10)} (demo data, not a real certificate)`,
      ]);
      const file = storedFile(em, files, contents, pdf);
      em.create(Certificate, {
        device,
        file,
        fileName: `${certificateNumber}.pdf`,
        contentType: 'application/pdf',
        size: pdf.length,
        sha256: file.sha256,
        createdAt,
        updatedAt: createdAt,
      });

      let from: DeviceStatus | null = null;
      plan.steps.forEach((step, s) => {
        const at = daysAgo(step.days);
        em.create(DeviceStatusChange, {
          device,
          actor: step.by === 'admin' ? admin : owner.users[(i + s) % owner.users.length],
          fromStatus: from,
          toStatus: step.to,
          reasons: step.cancel ? CANCEL_REASONS : [],
          note: step.cancel?.note ?? '',
          canceledAt: step.cancel ? dateDaysAgo(step.cancel.canceledDays) : null,
          createdAt: at,
          updatedAt: at,
        });
        from = step.to;
      });
      count += 1;
    });
  }
  return count;
}

import type { Readable } from 'node:stream';
import type { RequestContext } from '../../core/context.js';
import type { DeviceCategory } from '../../core/domain.js';
import { NotFound } from '../../core/errors.js';
import type { ByteRange, FileStore } from '../../core/files/file-store.js';
import { canSeeDevice, deviceSubject } from '../../policies/device.policy.js';
import { isPubliclyVisible } from '../device-registry/visibility.js';
import { Certificate } from './certificate.entity.js';

export const CERTIFICATE_NOT_FOUND = '証明書が見つかりません';

/** Certificate records and their PDF bytes (kept in the file store). */
export class CertificatesService {
  constructor(private readonly files: FileStore) {}

  /** Owner organization and administrators always; the public once the device is publicly visible. */
  async certificate(ctx: RequestContext, category: DeviceCategory, id: number): Promise<Certificate> {
    const certificate = await ctx.em.findOne(Certificate, { id, device: { category } }, { populate: ['device'] });
    if (!certificate) throw NotFound(CERTIFICATE_NOT_FOUND);
    const device = certificate.device;
    const allowed =
      canSeeDevice(ctx.viewer, deviceSubject(device)) || isPubliclyVisible(device, { includeExpired: true });
    if (!allowed) throw NotFound(CERTIFICATE_NOT_FOUND);
    return certificate;
  }

  /** Anyone may see it, now and later: the answer can be cached publicly. */
  isPublic(certificate: Certificate): boolean {
    return isPubliclyVisible(certificate.device, { includeExpired: true });
  }

  /** The PDF bytes of a certificate already authorized by `certificate()`, or one range of them. */
  fileContent(certificate: Certificate, range?: ByteRange): Promise<Readable> {
    return this.files.stream(certificate.file.sha256, range);
  }
}

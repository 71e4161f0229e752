/** The certificates module's front door: certificate files and the file store's bookkeeping. */
import type { FileStore } from '../../core/files/file-store.js';
import { CertificatesService } from './certificates.service.js';
import { Certificate } from './certificate.entity.js';
import { StoredFile } from './stored-file.entity.js';

export const certificatesEntities = [Certificate, StoredFile];
export { moveBlobsToStore } from './move-blobs-to-store.js';

export function createCertificatesServices(deps: { files: FileStore }) {
  return { certificates: new CertificatesService(deps.files) };
}

/** The certificates module's front door: certificate files and the file store's bookkeeping. */
import { Certificate } from './certificate.entity.js';
import { StoredFile } from './stored-file.entity.js';

export const certificatesEntities = [Certificate, StoredFile];
export { CertificatesService } from './certificates.service.js';
export { moveBlobsToStore } from './move-blobs-to-store.js';

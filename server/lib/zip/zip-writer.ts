import { BlobWriter, configure, Uint8ArrayReader, ZipWriter } from '@zip.js/zip.js';

configure({ useWebWorkers: false });

export interface ZipInput {
  name: string;
  content: Uint8Array;
}

/** An encrypted zip (AES-256 by default, ZipCrypto on request): sample downloads, tests, the bench. */
export async function writeEncryptedZip(
  entries: ZipInput[],
  password: string,
  options: { zipCrypto?: boolean; level?: number } = {},
): Promise<Buffer> {
  const writer = new ZipWriter(new BlobWriter('application/zip'), {
    password,
    zipCrypto: options.zipCrypto ?? false,
    encryptionStrength: 3,
    level: options.level ?? 6,
    useWebWorkers: false,
  });
  for (const entry of entries) await writer.add(entry.name, new Uint8ArrayReader(entry.content));
  const blob = await writer.close();
  return Buffer.from(await blob.arrayBuffer());
}

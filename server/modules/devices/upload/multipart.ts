import busboy from 'busboy';
import type { Request } from 'express';
import { ValidationFailed } from '../../../core/errors.js';
import type { UploadedZip } from '../devices-upload.service.js';

export interface MultipartUpload {
  fields: Record<string, unknown>;
  zip: UploadedZip | null;
}

export const zipTooLarge = (maxBytes: number) =>
  ValidationFailed({ zip: [`ZIPファイルのサイズが上限（${Math.round(maxBytes / 1024 / 1024)}MB）を超えています`] });

/**
 * Reads a multipart upload (`zip`, `password_type`, `shared_password_id`, `no_list[]`) with the
 * zip held in memory up to `maxBytes`; anything larger is refused while it streams in.
 */
export function readMultipart(req: Request, maxBytes: number): Promise<MultipartUpload> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) {
      reject(ValidationFailed({ zip: ['ZIPファイルを選択してください'] }));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: maxBytes, files: 1, fields: 20_000, fieldSize: 10_000 } });
    } catch {
      reject(ValidationFailed({ zip: ['ZIPファイルを選択してください'] }));
      return;
    }
    const fields: Record<string, unknown> = {};
    let zip: UploadedZip | null = null;
    let failure: Error | null = null;
    parser.on('field', (name, value) => {
      const key = name.endsWith('[]') ? name.slice(0, -2) : name;
      if (key === 'no_list') ((fields[key] ??= []) as unknown[]).push(value);
      else fields[key] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'zip') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = zipTooLarge(maxBytes);
      });
      stream.on('end', () => {
        if (!failure) zip = { fileName: info.filename ?? '', bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('error', () => reject(ValidationFailed({ zip: ['アップロードを読み込めませんでした'] })));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, zip })));
    req.pipe(parser);
  });
}

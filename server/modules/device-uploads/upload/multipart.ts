import { finished } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { ValidationFailed } from '../../../core/errors.js';
import { discardUploadedZip, receiveZip, uploadUnreadable, zipTooLarge, type UploadedZip } from './uploaded-zip.js';
import { DEVICE_FORM_MESSAGES } from '../../../rules/device-forms.js';

export interface MultipartUpload {
  fields: Record<string, unknown>;
  zip: UploadedZip | null;
}

/**
 * Reads a multipart upload (`zip`, `password_type`, `shared_password_id`, `no_list[]`) with the
 * zip streamed to a temporary file up to `maxBytes` (anything larger is refused while it streams
 * in). The file is removed when the response is done, whatever the handler did with it.
 */
export function readMultipart(req: Request, maxBytes: number): Promise<MultipartUpload> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) {
      reject(ValidationFailed({ zip: [DEVICE_FORM_MESSAGES.zipFile] }));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: maxBytes, files: 1, fields: 20_000, fieldSize: 10_000 },
      });
    } catch {
      reject(ValidationFailed({ zip: [DEVICE_FORM_MESSAGES.zipFile] }));
      return;
    }
    const fields: Record<string, unknown> = {};
    let receiving: Promise<UploadedZip> | null = null;
    let failure: Error | null = null;
    parser.on('field', (name: string | undefined, value) => {
      // A part without a name (busboy passes undefined) is ignored, as an unknown field is.
      if (name === undefined) return;
      const key = name.endsWith('[]') ? name.slice(0, -2) : name;
      if (key === 'no_list') ((fields[key] ??= []) as unknown[]).push(value);
      else fields[key] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'zip') {
        // Drained unread; a request cut short inside it is the parser's 'error' below.
        stream.on('error', () => undefined).resume();
        return;
      }
      stream.on('limit', () => {
        failure = zipTooLarge(maxBytes);
      });
      receiving = receiveZip(stream, info.filename ?? '', maxBytes);
      // Removed once the response is over (also when the client went away before the zip was in).
      receiving.then(
        (zip) => (req.res ? finished(req.res, () => void discardUploadedZip(zip)) : undefined),
        () => undefined,
      );
    });
    parser.on('error', () => reject(uploadUnreadable()));
    parser.on('close', () => {
      const received: Promise<UploadedZip | null> = receiving ?? Promise.resolve(null);
      received.then(async (zip) => {
        if (!failure) return resolve({ fields, zip });
        await discardUploadedZip(zip);
        reject(failure);
      }, reject);
    });
    // A client gone mid-upload: the zip's stream would otherwise wait forever for the rest, and its
    // temporary file stay. Destroying the parser fails that stream, which removes the file.
    req.once('close', () => {
      if (!req.complete) parser.destroy(new Error('the client went away during the upload'));
    });
    req.pipe(parser);
  });
}

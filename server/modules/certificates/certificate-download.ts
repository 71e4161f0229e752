import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import type { Request, Response } from 'express';
import type { RequestContext } from '../../core/context.js';
import type { DeviceCategory } from '../../core/domain.js';
import type { ByteRange } from '../../core/files/file-store.js';
import type { Certificate } from './certificate.entity.js';
import type { CertificatesService } from './certificates.service.js';

/** The 416 answer's message: the range starts beyond the file's end. */
export const RANGE_NOT_SATISFIABLE = '指定された範囲がファイルの大きさを超えています';

/** A public device's certificate never changes under its id (certificates are insert-only). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /api/{certificate resource}/{id}/file: the PDF as an attachment (or, to a client that prefers
 * JSON, the same bytes in base64 inside JSON), validated by its sha256
 * (a strong ETag: the bytes are the hash's), cacheable for a year once the device is public,
 * and in byte ranges (206) for PDF viewers and resumed downloads.
 */
export async function sendCertificateFile(
  certificates: CertificatesService,
  ctx: RequestContext,
  category: DeviceCategory,
  id: number,
  req: Request,
  res: Response,
): Promise<void> {
  const certificate = await certificates.certificate(ctx, category, id);
  res.setHeader('Vary', 'Accept');
  res.setHeader('Cache-Control', certificates.isPublic(certificate) ? IMMUTABLE : 'private, no-store');
  if (req.accepts(['application/pdf', 'application/json']) === 'application/json') {
    await sendCertificateJson(certificates, certificate, req, res);
    return;
  }
  const etag = `"${certificate.file.sha256}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', certificate.contentType);
  // Clients that ignore filename* (curl -J) get the maker's name when it is printable ASCII, else a
  // meaningful ASCII one (never the name with its Japanese letters stripped or replaced by "?").
  const fallback = /^[\x20-\x7e]+$/.test(certificate.fileName) || `certificate_${certificate.id}.pdf`;
  res.setHeader('Content-Disposition', contentDisposition(certificate.fileName, { fallback }));
  if (ifNoneMatchHas(req, etag)) {
    res.status(304).end();
    return;
  }
  const size = certificate.size;
  const range = requestedRange(req, size, etag);
  if (range === 'unsatisfiable') {
    // A refusal, not the file: never stored, and in the API's error shape.
    res.setHeader('Content-Range', `bytes */${size}`);
    res.setHeader('Cache-Control', 'no-store');
    res.removeHeader('Content-Disposition');
    res.removeHeader('Content-Type');
    res.status(416).json({ message: RANGE_NOT_SATISFIABLE });
    return;
  }
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.setHeader('Content-Length', String(size));
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(await certificates.fileContent(certificate, range ?? undefined), res);
}

/**
 * The same file for a JSON client (SPEC §7 "reads file"; the original SPA's axios prefers JSON):
 * `{file: <base64 of the PDF>, file_name, content_type, size, sha256}`, streamed, never whole in
 * memory. A PDF viewer or a browser (Accept: application/pdf, or *\/*) gets the bytes as before.
 */
async function sendCertificateJson(
  certificates: CertificatesService,
  certificate: Certificate,
  req: Request,
  res: Response,
): Promise<void> {
  const etag = `"${certificate.file.sha256}.json"`;
  res.setHeader('ETag', etag);
  if (ifNoneMatchHas(req, etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const head = JSON.stringify({
    file_name: certificate.fileName,
    content_type: certificate.contentType,
    size: certificate.size,
    sha256: certificate.file.sha256,
  });
  await pipeline(
    await certificates.fileContent(certificate),
    async function* base64Json(bytes: AsyncIterable<Buffer>) {
      yield `${head.slice(0, -1)},"file":"`;
      let carry = Buffer.alloc(0);
      for await (const chunk of bytes) {
        const joined = Buffer.concat([carry, chunk]);
        const whole = joined.length - (joined.length % 3);
        yield joined.subarray(0, whole).toString('base64');
        carry = joined.subarray(whole);
      }
      yield `${carry.toString('base64')}"}`;
    },
    res,
  );
}

function ifNoneMatchHas(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  return !!header && (header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
}

/**
 * One range of `bytes=…` (several ranges, a malformed header or an If-Range naming other bytes
 * get the whole file, as RFC 9110 allows), or 'unsatisfiable' (416).
 */
function requestedRange(req: Request, size: number, etag: string): ByteRange | 'unsatisfiable' | null {
  if (!req.headers.range) return null;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && ifRange !== etag) return null;
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

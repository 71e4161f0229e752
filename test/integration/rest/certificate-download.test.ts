import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceStatus } from '../../../server/core/domain.js';
import { Certificate } from '../../../server/modules/certificates/certificate.entity.js';
import { createDevice } from '../../factories/public-devices.js';
import { signedIn } from '../../helpers/sign-in.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { ManualClock } from '../../helpers/manual-clock.js';
import { moveBlobsToStore } from '../../../server/modules/certificates/move-blobs-to-store.js';

const NAME = "証明書 (第1版)'s ①.pdf";
const LIMIT = 3;
let t: TestApp;
let certificateId: number;
const CERT = '/api/electric_heat_pump_certificates';

/** The limit counts in one-minute windows: the test's clock stands 10 s into one and moves only when told. */
const clock = new ManualClock(Date.UTC(2030, 0, 1, 9, 0, 10));

beforeAll(async () => {
  t = await createTestApp({ graphqlRateLimitPerMinute: LIMIT }, { clock });
  const em = t.orm.em.fork();
  const device = await createDevice(em);
  const certificate = await em.findOneOrFail(Certificate, { device: device.id });
  certificate.fileName = NAME;
  await em.flush();
  // Factories write the pre-store bytea column; the boot step moves it into the store.
  await moveBlobsToStore(t.orm.em.fork(), t.services.files);
  certificateId = certificate.id;
});
afterAll(() => t.close());

describe('certificate downloads', () => {
  it('name the file by RFC 5987 filename* (every attr-char rule kept) with a meaningful ASCII fallback', async () => {
    const res = await t.client().raw('GET', `${CERT}/${certificateId}/file`);
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers.get('content-length')).toBe(String(body.length));
    // Never rendered inline, never sniffed as another type (PDF hygiene, docs/decisions.md).
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename=certificate_${certificateId}.pdf; filename*=UTF-8''%E8%A8%BC%E6%98%8E%E6%9B%B8%20%28%E7%AC%AC1%E7%89%88%29%27s%20%E2%91%A0.pdf`,
    );
  });

  it('list PDFs fall back to the route name, not the title with its Japanese letters stripped', async () => {
    const { client } = await signedIn(t, 'admin');
    const res = await client.raw('GET', '/api/brand_names/download/pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename=brand_names_\d{8}\.pdf; filename\*=UTF-8''%E3%83%96/,
    );
  });

  it('are rate limited like the rest of the public /api: RateLimit-* on every answer, 429 beyond the limit', async () => {
    const client = t.client();
    const remaining: number[] = [];
    const paths = [`${CERT}/${certificateId}`, `${CERT}/${certificateId}/file`];
    for (let i = 0; ; i++) {
      const res = await client.raw('GET', paths[i % 2]!);
      await res.arrayBuffer();
      expect(res.headers.get('ratelimit-limit')).toBe(String(LIMIT));
      expect(res.headers.get('ratelimit-policy')).toBe(`${LIMIT};w=60`);
      if (res.status === 429) break;
      expect(res.status).toBe(200);
      remaining.push(Number(res.headers.get('ratelimit-remaining')));
      expect(i).toBeLessThan(LIMIT);
    }
    // Counted down to 0 (the tests before this one used part of the window).
    expect(remaining.at(-1)).toBe(0);
    remaining.forEach((r, i) => i > 0 && expect(r).toBe(remaining[i - 1]! - 1));
    const limited = await client.get<{ message: string }>(`${CERT}/${certificateId}/file`);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('リクエストが多すぎます。しばらく待ってから再度お試しください');
    expect(limited.headers.get('retry-after')).toBe('50');
    // The next window opens a fresh count.
    clock.advance(50_000);
    const nextWindow = await client.raw('GET', `${CERT}/${certificateId}`);
    expect(nextWindow.status).toBe(200);
    expect(nextWindow.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
  });

  it('are immutable for a public device, validated by the sha256, and served in byte ranges', async () => {
    clock.advance(60_000); // a fresh rate-limit window
    const client = t.client();
    const url = `${CERT}/${certificateId}/file`;
    const whole = await client.raw('GET', url);
    const bytes = Buffer.from(await whole.arrayBuffer());
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(whole.headers.get('etag')).toBe(`"${sha256}"`);
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.getSetCookie()).toEqual([]);

    const notModified = await client.raw('GET', url, { headers: { 'if-none-match': `"${sha256}"` } });
    expect(notModified.status).toBe(304);

    const part = await client.raw('GET', url, { headers: { range: 'bytes=1-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-4/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('PDF-');

    clock.advance(60_000); // LIMIT is 3 a minute
    const tail = await client.raw('GET', url, { headers: { range: 'bytes=-3' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 3));

    // If-Range naming other bytes: the whole (new) file, not a range of it.
    const stale = await client.raw('GET', url, { headers: { range: 'bytes=0-1', 'if-range': '"other"' } });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(bytes.length);

    const beyond = await client.raw('GET', url, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(beyond.headers.get('cache-control')).toBe('no-store');
    expect(beyond.headers.get('content-type')).toContain('application/json');
    expect(await beyond.json()).toEqual({ message: '指定された範囲がファイルの大きさを超えています' });
  });

  it('are private and never stored while the device is not public (owner and administrators only)', async () => {
    clock.advance(60_000);
    const em = t.orm.em.fork();
    const draft = await createDevice(em, { status: DeviceStatus.registered, publishDate: null });
    await moveBlobsToStore(t.orm.em.fork(), t.services.files);
    const certificate = await em.findOneOrFail(Certificate, { device: draft.id });
    const url = `${CERT}/${certificate.id}/file`;
    expect((await t.client().raw('GET', url)).status).toBe(404);
    const { client } = await signedIn(t, 'admin');
    const own = await client.raw('GET', url);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });
});

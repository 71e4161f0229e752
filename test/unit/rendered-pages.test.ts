import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderedPages, type RenderedPagesOptions } from '../../server/modules/site/ssr/rendered-pages.js';
import type { RenderPage, RenderedPage } from '../../server/modules/site/ssr/page-renderer.js';
import { listenLocally, type LocalServer } from '../helpers/listen-locally.js';

const TEMPLATE =
  '<!doctype html><html lang="ja"><head><meta name="description" content="サイト" /><title>ポータル</title>' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js">\n    <link rel="modulepreload" crossorigin href="/assets/chakra.js">' +
  '<noscript><style>#app-loading { display: none; }</style></noscript></head>' +
  '<body><noscript><p>JavaScriptを有効にしてください。</p></noscript><div id="root"><p id="app-loading" role="status">読み込み中…</p></div><script type="module" src="/assets/index.js"></script></body></html>';

/** What the fake renderer does for a path: the queries it runs, and how it ends. */
interface Scenario {
  queries?: string[];
  kind?: 'page' | 'client';
  /** For a client page: the status its render found. */
  clientStatus?: number;
  status?: number;
  fails?: boolean;
  /** Resolved by the test: the render waits for it. */
  hold?: Promise<void>;
}

let scenarios: Record<string, Scenario> = {};
let renders: string[] = [];
let version = 'v1';
/** Requests that went past the kept pages, to the app's other middleware. */
let passedOn: string[] = [];

/** Renders like web/src/entry-server.tsx would, from the scenario of the path. */
const fakeRender: RenderPage = async ({ url, cookies, origin, execute }) => {
  const path = new URL(url, 'http://x').pathname;
  const scenario = scenarios[path] ?? {};
  renders.push(`${path} ${cookies ?? ''}`);
  await scenario.hold;
  if (scenario.fails) throw new Error('a page failed to render');
  for (const query of scenario.queries ?? ['{ lastUpdate }'])
    await execute({ query, variables: {}, operationName: undefined });
  if (scenario.kind === 'client') return { kind: 'client', status: scenario.clientStatus };
  const page: RenderedPage = {
    kind: 'page',
    status: scenario.status ?? 200,
    head: `<title>${path} | ポータル</title><meta name="description" content="${path}の説明"/><link rel="canonical" href="${origin}${path}"/>`,
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    body: `<main><h1>${path}</h1><p>${cookies ?? ''}</p></main>`,
    state: { note: '</script><script>alert(1)</script>' },
  };
  return page;
};

/** Starts a render of `path` that holds until `release()`; resolves once it is rendering (the first render). */
async function heldRender(server: LocalServer, path = '/a') {
  let release = () => undefined as void;
  scenarios[path] = { hold: new Promise<void>((resolve) => (release = resolve)) };
  const rendering = fetch(`${server.url}${path}`);
  await expect.poll(() => renders.length).toBe(1);
  return { rendering, release: () => release() };
}

function startPages(overrides: Partial<RenderedPagesOptions> = {}) {
  const app = express();
  app.set('etag', false);
  const pages = renderedPages({
    render: fakeRender,
    originOf: () => 'https://portal.example',
    template: TEMPLATE,
    executeFor: () => async () => ({ data: {} }),
    version: async () => version,
    shell: (_req, res) =>
      void res
        .status((res.locals.pageStatus as number | undefined) ?? 200)
        .type('html')
        .send('<html>shell</html>'),
    keptBytes: 1024 * 1024,
    concurrency: 1,
    maxWaiting: 1,
    maxWaitMs: 5_000,
    rendersPerMinute: 1000,
    processes: 1,
    ...overrides,
  });
  app.use(pages.kept);
  app.use((req, _res, next) => {
    passedOn.push(req.path);
    next();
  });
  app.get(/.*/, pages.pages);
  return listenLocally(app);
}

describe('the pages rendered on the server', () => {
  let server: LocalServer;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  beforeAll(async () => {
    server = await startPages();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    scenarios = {};
    renders = [];
    version = 'v1';
    passedOn = [];
  });

  it('puts the page into index.html: its metadata and styles in the head, its markup in #root, its state as data', async () => {
    const response = await get('/cogenerations');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>/cogenerations | ポータル</title>');
    expect(html).not.toContain('<title>ポータル</title>');
    expect(html).not.toContain('content="サイト"');
    expect(html).toContain(
      '<meta name="description" content="/cogenerationsの説明"/>' +
        '<link rel="canonical" href="https://portal.example/cogenerations"/><style data-emotion="css abc">',
    );
    expect(html).toContain('<div id="root"><main><h1>/cogenerations</h1>');
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('app-loading');
    // The content is there before any script: the scripts' preloads no longer compete with the first paint.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    // Text in the state cannot end the data block or start a script.
    expect(html).toContain(
      '<script type="application/json" id="rendered-state">{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
  });

  it('keeps a page of public device data for its version and edition: 304 on revalidation, a new render when the data changes', async () => {
    const first = await get('/solar_systems?page=2');
    const etag = first.headers.get('etag')!;
    expect(etag).toContain('house.v1');
    expect((await get('/solar_systems?page=2')).status).toBe(200);
    expect((await get('/solar_systems?page=2', { 'if-none-match': etag })).status).toBe(304);
    expect(renders).toEqual(['/solar_systems ']);
    const building = await get('/solar_systems?page=2', { cookie: 'edition=building' });
    expect(building.headers.get('etag')).toContain('building.v1');
    expect(renders).toHaveLength(2);
    version = 'v2';
    expect((await get('/solar_systems?page=2', { 'if-none-match': etag })).status).toBe(200);
    expect(renders).toHaveLength(3);
  });

  it('sends a kept page to a browser before the rest of the app runs; other requests for it pass on and get the same page', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    const first = await (await get('/hybrid_water_heaters?page=3', html)).text();
    expect(passedOn).toEqual(['/hybrid_water_heaters']);
    const again = await get('/hybrid_water_heaters?page=3', html);
    expect(await again.text()).toBe(first);
    expect(again.headers.get('etag')).toContain('house.v1');
    expect(again.headers.get('vary')).toMatch(/Cookie/);
    expect(
      (await get('/hybrid_water_heaters?page=3', { ...html, 'if-none-match': again.headers.get('etag')! })).status,
    ).toBe(304);
    expect(passedOn).toEqual(['/hybrid_water_heaters']);
    // Without text/html in Accept (curl's */*), the page route answers with the kept page.
    expect(await (await get('/hybrid_water_heaters?page=3')).text()).toBe(first);
    expect(passedOn).toEqual(['/hybrid_water_heaters', '/hybrid_water_heaters']);
    // A new data version: the kept page is not sent; the page route renders it again.
    version = 'v2';
    await get('/hybrid_water_heaters?page=3', html);
    expect(passedOn).toHaveLength(3);
    expect(renders).toEqual(['/hybrid_water_heaters ', '/hybrid_water_heaters ']);
  });

  it('keeps a page of notices and reference links for the version, as a page of devices', async () => {
    scenarios['/house'] = {
      queries: ['{ lastUpdate }', '{ notices(audience: house) { total } }', '{ newLinks { id } }'],
    };
    const first = await get('/house');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await get('/house');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(renders).toEqual(['/house ']);
  });

  it('renders a page with any other data on every request, never as kept or public', async () => {
    scenarios['/building'] = { queries: ['{ lastUpdate }', '{ me { user { id } } }'] };
    const first = await get('/building');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await get('/building');
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(again.headers.get('etag')).toBeNull();
    expect(renders).toEqual(['/building ', '/building ']);
  });

  it('sends a page that says it is not found with its status, not kept', async () => {
    scenarios['/cogenerations/9'] = { status: 404 };
    expect((await get('/cogenerations/9')).status).toBe(404);
    expect((await get('/cogenerations/9')).status).toBe(404);
    expect(renders).toHaveLength(2);
  });

  it('leaves a page whose queries failed to the browser, with the status its render found', async () => {
    scenarios['/cogenerations/404'] = { kind: 'client', clientStatus: 404 };
    const response = await get('/cogenerations/404');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<html>shell</html>');
  });

  it('leaves signed-in pages and pages that fail to render to the browser: the shell, never a 500', async () => {
    scenarios['/admin/links'] = { kind: 'client' };
    scenarios['/broken'] = { fails: true };
    for (const path of ['/admin/links', '/broken']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<html>shell</html>');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('the cost of cold renders', () => {
  beforeEach(() => {
    scenarios = {};
    renders = [];
  });

  it('renders one page at a time with one waiting; the next goes out as the shell at once', async () => {
    const server = await startPages({ concurrency: 1, maxWaiting: 1 });
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    for (const path of ['/a', '/b', '/c']) scenarios[path] = { hold };
    const rendering = fetch(`${server.url}/a`);
    const waiting = fetch(`${server.url}/b`);
    await expect.poll(() => renders.length).toBe(1);
    const turnedAway = await fetch(`${server.url}/c`);
    expect(await turnedAway.text()).toBe('<html>shell</html>');
    release();
    expect(await (await rendering).text()).toContain('<h1>/a</h1>');
    expect(await (await waiting).text()).toContain('<h1>/b</h1>');
    await server.close();
  });

  it('sends the shell for a page that waited its longest for a turn', async () => {
    const server = await startPages({ concurrency: 1, maxWaiting: 1, maxWaitMs: 100 });
    const { rendering, release } = await heldRender(server);
    expect(await (await fetch(`${server.url}/b`)).text()).toBe('<html>shell</html>');
    release();
    expect(await (await rendering).text()).toContain('<h1>/a</h1>');
    expect(renders.map((r) => r.trim())).toEqual(['/a']);
    await server.close();
  });

  it('does not render for a visitor who left while waiting, and gives the place to the next', async () => {
    const arrived: string[] = [];
    const server = await startPages({
      concurrency: 1,
      maxWaiting: 1,
      executeFor: (req) => {
        arrived.push(req.path);
        return async () => ({ data: {} });
      },
    });
    const { rendering, release } = await heldRender(server);
    const leaving = new AbortController();
    const left = fetch(`${server.url}/gone`, { signal: leaving.signal }).catch(() => 'left');
    await expect.poll(() => arrived).toContain('/gone');
    expect(await (await fetch(`${server.url}/c`)).text()).toBe('<html>shell</html>');
    leaving.abort();
    expect(await left).toBe('left');
    // Its place is free again: a page asked until one waits for its turn instead of going out as the shell.
    let next: Promise<string> | undefined;
    await expect
      .poll(async () => {
        const attempt = fetch(`${server.url}/d`).then((response) => response.text());
        const outcome = await Promise.race([attempt, new Promise((resolve) => setTimeout(resolve, 100, 'waiting'))]);
        if (outcome === 'waiting') next = attempt;
        return outcome;
      })
      .toBe('waiting');
    release();
    expect(await (await rendering).text()).toContain('<h1>/a</h1>');
    expect(await next!).toContain('<h1>/d</h1>');
    expect(renders.map((r) => r.trim())).toEqual(['/a', '/d']);
    await server.close();
  });

  it("does not count a page turned away for a full line against its client's budget", async () => {
    const server = await startPages({ concurrency: 1, maxWaiting: 0, rendersPerMinute: 2 });
    const { rendering, release } = await heldRender(server);
    expect(await (await fetch(`${server.url}/b`)).text()).toBe('<html>shell</html>');
    release();
    expect(await (await rendering).text()).toContain('<h1>/a</h1>');
    expect(await (await fetch(`${server.url}/c`)).text()).toContain('<h1>/c</h1>');
    await server.close();
  });

  it('gives a client a budget of renders a minute; past it, the shell (kept pages still come from memory)', async () => {
    const server = await startPages({ rendersPerMinute: 2 });
    for (const path of ['/1', '/2'])
      expect(await (await fetch(`${server.url}${path}`)).text()).toContain(`<h1>${path}</h1>`);
    expect(await (await fetch(`${server.url}/3`)).text()).toBe('<html>shell</html>');
    expect(await (await fetch(`${server.url}/1`)).text()).toContain('<h1>/1</h1>');
    await server.close();
  });
});

describe("the answers of a render's public reads", () => {
  beforeEach(() => {
    scenarios = {};
    renders = [];
    version = 'v1';
  });

  it('are read once a data version for every page asking them; other reads run for each render', async () => {
    const executed: string[] = [];
    const server = await startPages({
      executeFor: () => async (operation) => {
        executed.push(operation.query);
        return { data: {} };
      },
    });
    const brands = '{ publicBrandNames(category: cogeneration_systems) { id name } }';
    const viewer = '{ viewer { id } }';
    const reads = (query: string) => executed.filter((read) => read === query).length;
    scenarios = {
      '/cogenerations': { queries: [brands, '{ publicDevices(category: cogeneration_systems) { total } }'] },
      '/mine': { queries: [brands, viewer] },
    };
    for (const path of ['/cogenerations', '/cogenerations?page=2', '/mine'])
      expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    expect(reads(brands)).toBe(1);
    // The other edition's page reads the same data.
    const building = await fetch(`${server.url}/cogenerations?page=5`, { headers: { cookie: 'edition=building' } });
    expect(building.status).toBe(200);
    expect(reads(brands)).toBe(1);
    expect((await fetch(`${server.url}/mine`)).status).toBe(200);
    expect(reads(viewer)).toBe(2);

    // A page not kept (its viewer read) renders without the version: it read the brands itself.
    expect(reads(brands)).toBe(2);
    version = 'v2';
    expect((await fetch(`${server.url}/cogenerations?page=3`)).status).toBe(200);
    expect(reads(brands)).toBe(3);
    await server.close();
  });
});

import { describe, expect, it } from 'vitest';
import { renderedPageTemplate } from '../../server/modules/site/ssr/page-document.js';

const INDEX_HTML =
  '<!doctype html><html lang="ja"><head><title>ポータル</title>' +
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
  '<body><noscript><p>JavaScriptを有効にしてください。</p></noscript><div id="root"></div></body></html>';

describe('the template of the rendered pages', () => {
  it('puts the stylesheet into the page, keeps the entry script and drops the preloads and the noscript notice', () => {
    const template = renderedPageTemplate(INDEX_HTML, (href) => (href === '/assets/index.css' ? ':root{--a:1}' : null));
    expect(template).toContain('<style>:root{--a:1}</style></head>');
    expect(template).not.toContain('rel="stylesheet"');
    expect(template).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(template).not.toContain('modulepreload');
    expect(template).not.toContain('<noscript>');
  });

  it('keeps the link to a stylesheet it has no text for, or whose text would end the style element', () => {
    expect(renderedPageTemplate(INDEX_HTML, () => null)).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    );
    expect(renderedPageTemplate(INDEX_HTML, () => 'a::after{content:"</style>"}')).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    );
    expect(renderedPageTemplate(INDEX_HTML)).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });
});

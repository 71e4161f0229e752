// Renders the site icon (web/public/favicon.svg, the one source) into the raster files browsers
// ask for by name: favicon.ico (16, 32 and 48 px PNGs in one ICO) and apple-touch-icon.png (180 px,
// opaque: iOS fills transparency with black). Run after changing the SVG and commit the outputs:
//   node web/build/render-icons.mjs
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = fs.readFileSync(`${publicDir}favicon.svg`, 'utf8');

/** An ICO file holding each PNG as is (PNG entries: Windows Vista and every current browser). */
function icoOf(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size % 256, at);
    header.writeUInt8(size % 256, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const icon = Buffer.from(svg).toString('base64');
  const render = async (size, { background = 'transparent' } = {}) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;background:${background}"><img src="data:image/svg+xml;base64,${icon}" ` +
        `style="display:block;width:${size}px;height:${size}px"></body>`,
    );
    return page.screenshot({ omitBackground: background === 'transparent' });
  };
  const images = [];
  for (const size of [16, 32, 48]) images.push({ size, png: await render(size) });
  fs.writeFileSync(`${publicDir}favicon.ico`, icoOf(images));
  fs.writeFileSync(`${publicDir}apple-touch-icon.png`, await render(180, { background: '#173da6' }));
} finally {
  await browser.close();
}

import { describe, expect, it } from 'vitest';
import { toHiragana } from 'wanakana';
import { audit, trackRequests, WIDTHS, type AuditResult } from './support/audit.js';
import { screenshot } from './support/browser.js';
import { tabTo } from './support/keyboard.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/** As a Japanese IME types it: ASCII letters, digits and '-' as their full-width forms. */
const fullWidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/**
 * As a Japanese IME in kana mode types a number keyed in lower case: vowels and syllables as
 * hiragana, '-' as ー, the rest as full-width letters and digits (`twhp-460a` → ｔｗｈｐー４６０あ).
 */
const kanaTyped = (number: string) => fullWidth(toHiragana(number.toLowerCase(), { IMEMode: true }));

/** The demo's hybrid water heater whose heat pump unit number ends in a vowel (it types as kana). */
async function numberTypedAsKana(): Promise<{ number: string; certificate: string }> {
  const list = (await (await fetch(`${portal.server.baseUrl}/api/hybrid_water_heaters?public=1`)).json()) as {
    data: { pu_number: string; certificate_number: string }[];
  };
  const device = list.data.find((d) => /[AIUEO]$/.test(d.pu_number))!;
  return { number: device.pu_number, certificate: device.certificate_number };
}

describe('a visitor finds a product by the number on its nameplate', () => {
  it('types a full-width number in the header on /house, lands on the results, opens the detail, goes back', async () => {
    // A public heat pump and its system number, as the public API lists them.
    const list = (await (await fetch(`${portal.server.baseUrl}/api/electric_heat_pumps?public=1`)).json()) as {
      data: { id: number; system_number: string; certificate_number: string }[];
    };
    const target = list.data[0]!;

    const page = await portal.browser.newPage({ locale: 'ja-JP' });
    await page.goto(`${portal.server.baseUrl}/house`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // From the top of the page, by keyboard alone.
    await tabTo(page, /機器を検索/);
    await page.keyboard.type(fullWidth(target.system_number));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('edition')).toBe('house');
    const detail = page.getByRole('link', { name: new RegExp(`（${target.certificate_number}）の詳細`) });
    await detail.waitFor();
    // The result count is announced to screen readers.
    await expect.poll(() => page.getByTestId('count-announcer').textContent()).toMatch(/の検索結果 全\d+件/);
    await screenshot(page, 'search-results');

    await detail.click();
    await page.waitForURL(new RegExp(`/electric_heat_pumps/${target.id}$`));
    await page.getByText(target.certificate_number).first().waitFor();

    await page.goBack();
    await page.waitForURL(/\/search\?q=/);
    expect(await page.getByRole('searchbox', { name: /機器を検索/ }).inputValue()).toBe(
      fullWidth(target.system_number),
    );
    await detail.waitFor();
  });

  it('types a number with the IME in kana mode and is told what it was searched as', async () => {
    const { number, certificate } = await numberTypedAsKana();
    const typed = kanaTyped(number);
    expect(typed).toMatch(/[\u3041-\u3096]/);
    const page = await portal.browser.newPage({ locale: 'ja-JP' });
    await page.goto(`${portal.server.baseUrl}/house`);
    await page.getByRole('searchbox', { name: /機器を検索/ }).fill(typed);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    await page
      .getByText(`「${typed}」に一致する機器がないため、「${number}」として検索しました。`, { exact: true })
      .waitFor();
    await page.getByRole('heading', { name: `「${number}」の検索結果` }).waitFor();
    await page.getByRole('link', { name: new RegExp(`（${certificate}）の詳細`) }).waitFor();
    await page.close();
  });

  it('passes axe on the results and on empty results (one word, several), at 1280 and 375 px', async () => {
    const { number } = await numberTypedAsKana();
    const results: AuditResult[] = [];
    for (const width of WIDTHS) {
      const page = await portal.browser.newPage({ locale: 'ja-JP', viewport: { width, height: 900 } });
      trackRequests(page);
      // Each with a text that shows its state has rendered.
      const routes: [route: string, shows: RegExp][] = [
        ['/search?q=TWEH&edition=house', /の検索結果/],
        ['/search?q=ZZZ-NO-SUCH&category=solar_systems', /機器の種類を指定せずに検索する/],
        // Offered one word at a time: the words' links.
        [`/search?q=${encodeURIComponent('ひかり　ZZZ-NO-SUCH')}`, /「ひかり」で検索/],
        // Read as a number: the note saying so.
        [`/search?q=${encodeURIComponent(kanaTyped(number))}`, /として検索しました/],
      ];
      for (const [route, shows] of routes) {
        await page.goto(`${portal.server.baseUrl}${route}`);
        await page.getByText(shows).first().waitFor();
        results.push(await audit(page, 'visitor', route, width));
      }
      await page.close();
    }
    expect(results.flatMap((r) => r.violations.map((v) => `${r.route}@${r.width}: ${v}`))).toEqual([]);
  });
});

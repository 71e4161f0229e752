import type { Locator } from 'playwright-core';

/** The text of each line an element's text is laid out in (read character by character). */
export function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: string[] = [];
    let top: number | null = null;
    const SHOW_TEXT = 4;
    const walker = root.ownerDocument.createTreeWalker(root, SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = root.ownerDocument.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        if (top === null || box.top > top + 2) lines.push('');
        top = box.top;
        lines[lines.length - 1] += text[i];
      }
    }
    return lines;
  });
}

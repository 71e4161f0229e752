/**
 * jsdom ignores media queries, and the app lays phones and wide screens out with them (CSS, so the
 * server's HTML and the first render are the same on every screen). These read the document's
 * style rules as a screen `width` px wide would apply them, for the `display` property alone.
 */

const ROOT_FONT_PX = 16;

function lengthPx(value: string, unit: string): number {
  return unit === 'px' ? Number(value) : Number(value) * ROOT_FONT_PX;
}

/** Whether a media condition made of min-width / max-width parts (and `screen`) holds at `width`. */
function mediaMatches(condition: string, width: number): boolean {
  const parts = [...condition.matchAll(/(min|max)-width:\s*([\d.]+)(px|r?em)/g)];
  if (parts.length === 0) return !/\bprint\b/.test(condition);
  return parts.every(([, bound, value, unit]) => {
    const px = lengthPx(value!, unit!);
    return bound === 'min' ? width >= px : width <= px;
  });
}

/** The `display` the last rule matching `element` at `width` gives it (specificity and layers not weighed). */
function displayAt(element: Element, width: number): string | undefined {
  let display: string | undefined;
  const visit = (rules: CSSRuleList, applies: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, applies && mediaMatches(rule.media.mediaText, width));
      else if (rule instanceof CSSStyleRule && applies) {
        const value = rule.style.getPropertyValue('display');
        if (value && safeMatches(element, rule.selectorText)) display = value;
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, true);
  return display;
}

function safeMatches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/** Whether `element` shows on a screen `width` px wide: neither it nor an ancestor is display: none there. */
export function shownAt(element: Element, width: number): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (displayAt(node, width) === 'none') return false;
  }
  return true;
}

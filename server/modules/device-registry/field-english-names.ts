/** Keys too short to read as words. */
const NAMES: Record<string, string> = {
  aP: 'Power consumption correction factor A_p',
  bP: 'Power consumption correction factor B_p',
};

const ACRONYMS: Record<string, string> = { pu: 'PU', tu: 'TU', bb: 'BB', jis: 'JIS', cop: 'COP', apf: 'APF' };

/** `heatCollectorType` → "Heat collector type": the English name third parties read (docs/api.md). */
export function humanize(key: string): string {
  if (NAMES[key]) return NAMES[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((w) => ACRONYMS[w] ?? w);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** English name, the Japanese label the screens and CSVs use (data), and the unit. */
export function fieldDescription(key: string, label: string, unit?: string | null): string {
  return `${humanize(key)} — ${label}${unit ? ` (${unit})` : ''}`;
}

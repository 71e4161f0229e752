import { SHOW_TYPE_LABELS as SHOW_TYPE_NAMES } from '@rules/master-data-fields';
import type { InformationShowType } from '@/generated/graphql';

/** The server's labels (server/rules/master-data-fields.ts), keyed by the generated enum. */
export const SHOW_TYPE_LABELS: Record<InformationShowType, string> = SHOW_TYPE_NAMES;

export const SHOW_TYPES = Object.keys(SHOW_TYPE_LABELS) as InformationShowType[];

export function isShowType(value: unknown): value is InformationShowType {
  return typeof value === 'string' && (SHOW_TYPES as string[]).includes(value);
}

/** ISO instant → the value of an <input type="datetime-local"> in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** <input type="datetime-local"> value (browser time zone) → ISO instant. */
export function fromLocalInput(value: string): string {
  return new Date(value).toISOString();
}

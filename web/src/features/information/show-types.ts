import type { InformationShowType } from '@/generated/graphql';

export const SHOW_TYPE_LABELS: Record<InformationShowType, string> = {
  house: '住宅版',
  building: '非住宅版',
  both: '住宅版・非住宅版',
  organization: '情報提供事業者',
};

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

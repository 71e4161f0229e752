import { boolean, date, number, string, ValidationError, type AnySchema, type InferType, type StringSchema } from 'yup';
import { ValidationFailed, type FieldErrors } from './errors.js';
import { LRUCache } from 'lru-cache';

/**
 * Validates untrusted input (GraphQL args or a REST body alike) against a yup schema. All field
 * messages are collected; the first error's message becomes the summary.
 */
export async function validateInput<S extends AnySchema>(schema: S, input: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(withoutInheritedNames(input ?? {}), { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw ValidationFailed(toFieldErrors(error));
    throw error;
  }
}

/**
 * The input without the keys every object inherits (`constructor`, `toString`, `__proto__`…), at
 * any depth: yup looks each key up in a schema's plain `fields` object, finds Object.prototype's
 * member there and throws a TypeError, so `?toString=1` was a 500. No field is named so; like
 * any unknown key they are dropped. Only plain objects and arrays are copied (GraphQL's Dates stay).
 */
function withoutInheritedNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutInheritedNames);
  if (value === null || typeof value !== 'object') return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!(key in Object.prototype)) copy[key] = withoutInheritedNames(field);
  }
  return copy;
}

/** Longer than every field of a public filter at its maximum, with room for unknown query keys. */
const MEMO_KEY_LIMIT = 2048;

/**
 * validateInput for a hot public read whose schema is a pure function of its input (no dates, no
 * viewer): the `size` most recently used accepted inputs by their JSON, so a popular list page is
 * checked once instead of on every request (yup spent about 0.1 ms of CPU per public list request,
 * as much as the rest of the service). Refused inputs, and inputs longer than any real filter, are
 * not kept; they are checked as validateInput does. The values are frozen: every request with that
 * input shares one.
 */
export function memoizedValidation<S extends AnySchema>(schema: S, size = 500) {
  const accepted = new LRUCache<string, Readonly<InferType<S>>>({ max: size });
  return async (input: unknown): Promise<Readonly<InferType<S>>> => {
    const key = JSON.stringify(input ?? {});
    if (key.length > MEMO_KEY_LIMIT) return validateInput(schema, input);
    const known = accepted.get(key);
    if (known) return known;
    const value = Object.freeze(await validateInput(schema, input));
    accepted.set(key, value);
    return value;
  };
}

function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const field = item.path || 'base';
    const messages = (errors[field] ??= []);
    // A type error and oneOf can both fire with the same message: say it once.
    for (const message of item.errors) if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

// C0 control characters and DEL. PostgreSQL refuses NUL in text (a 500 if it got that far) and
// none of them belongs in a form field; multi-line fields keep the line feed.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f]/;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_CHARACTERS_BUT_LF : CONTROL_CHARACTERS).test(value);
}

export const invalidCharactersMessage = (label: string) => `${label}に使用できない文字が含まれています`;

/**
 * The field name a message is about: the words before its first particle
 * (「事業者名を入力してください」 → 事業者名, 「大分類の指定が正しくありません」 → 大分類). Used when a
 * field gives no explicit label; pass `label` where the message starts otherwise.
 */
export function labelOf(message: string): string {
  return /^(.+?)(?:は|を|が|の)/.exec(message)?.[1] ?? message;
}

// A value of the wrong JSON type becomes this, which no string schema accepts: typeError fires.
const WRONG_TYPE = Object.freeze({});

export interface TextOptions {
  /** The field's name in messages; by default taken from the type message (labelOf). */
  label?: string;
  /** Keeps line feeds (notice body, message, note, memo); CRLF and CR become LF. */
  multiline?: boolean;
}

/**
 * A text field: only a string is accepted (a number, boolean, array or object is the type
 * message, never coerced); null means not given; trimmed; control characters refused (line feeds
 * too unless multiline), with 「{label}に使用できない文字が含まれています」.
 */
export function text(typeMessage: string, options: TextOptions = {}) {
  const multiline = options.multiline ?? false;
  return string()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined) return undefined;
      if (typeof original !== 'string') return WRONG_TYPE;
      const trimmed = original.trim();
      return multiline ? trimmed.replace(/\r\n?/g, '\n') : trimmed;
    })
    .typeError(typeMessage)
    .test(
      'characters',
      invalidCharactersMessage(options.label ?? labelOf(typeMessage)),
      (value) => !value || !hasControlCharacters(value, multiline),
    );
}

/**
 * A password-like field: a string taken as typed (never trimmed: spaces may be part of it), null
 * means not given, other types are the type message, control characters are refused.
 */
export function secret(typeMessage: string, options: Pick<TextOptions, 'label'> = {}) {
  return string()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined) return undefined;
      return typeof original === 'string' ? original : WRONG_TYPE;
    })
    .typeError(typeMessage)
    .test(
      'characters',
      invalidCharactersMessage(options.label ?? labelOf(typeMessage)),
      (value) => !value || !hasControlCharacters(value),
    );
}

/**
 * An integer (ids, page numbers): a JSON integer or a string of digits (query strings), nothing
 * else ([1], "1e3", "0x10", " 1 2" and 1.5 are the type message). Empty or null means not given.
 */
export function integer(typeMessage: string) {
  return number()
    .transform((_value: unknown, original: unknown) => {
      if (original === '' || original === null || original === undefined) return undefined;
      if (typeof original === 'number') return Number.isInteger(original) ? original : Number.NaN;
      if (typeof original === 'string' && /^-?[0-9]{1,15}$/.test(original.trim())) return Number(original.trim());
      return Number.NaN;
    })
    .typeError(typeMessage);
}

/** A yes/no: JSON true/false, or "true"/"false"/"1"/"0" as query strings and forms send them. */
export function flag(typeMessage: string) {
  return boolean()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined || original === '') return undefined;
      if (original === true || original === 'true' || original === '1') return true;
      if (original === false || original === 'false' || original === '0') return false;
      return WRONG_TYPE;
    })
    .typeError(typeMessage);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `YYYY-MM-DD` names a real day (2026-02-30 does not; Date.parse would roll it over). */
export function isCalendarDate(value: string): boolean {
  const m = CALENDAR_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

const FILTER_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

/**
 * A list filter's day, as people type it and old links carry it: `2026-01-05` or `2026/1/5`,
 * normalised to `YYYY-MM-DD`; a real calendar day or `message`. Empty or null means not given.
 */
export function filterDate(message: string) {
  return string()
    .transform((_value: unknown, original: unknown) => {
      if (original === '' || original === null || original === undefined) return undefined;
      if (typeof original !== 'string') return WRONG_TYPE;
      const m = FILTER_DATE.exec(original.trim());
      return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : original;
    })
    .typeError(message)
    .test('calendar-date', message, (value) => value === undefined || isCalendarDate(value));
}

/** A day as `YYYY-MM-DD` (a string, a real calendar day); empty or null means not given. */
export function calendarDate(message: string) {
  return string()
    .transform((_value: unknown, original: unknown) => {
      if (original === '' || original === null || original === undefined) return undefined;
      return typeof original === 'string' ? original.trim() : WRONG_TYPE;
    })
    .typeError(message)
    .test('calendar-date', message, (value) => value === undefined || isCalendarDate(value));
}

const PERIOD_ORDER_MESSAGE = '終了日は開始日以降の日付を入力してください';

/**
 * A filter's `finishDate` on or after its `startDate`: a reversed period would list nothing and
 * look like "no data". Compared once both are `YYYY-MM-DD` days (a malformed one has its own message).
 */
export function notBeforeStart<S extends StringSchema<string | undefined>>(finishDate: S): S {
  return finishDate.test('period-order', PERIOD_ORDER_MESSAGE, function (finish) {
    const start: unknown = this.parent?.startDate;
    if (!finish || typeof start !== 'string' || !isCalendarDate(start) || !isCalendarDate(finish)) return true;
    return finish >= start;
  }) as S;
}

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:([T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** The portal's time zone: a date or time sent without an offset is read as Japan time. */
const JAPAN_OFFSET = '+09:00';

/** The instant of an ISO 8601 date or date-time, in Japan time where it names no offset. */
function isoInstant([, date, time, offset]: RegExpExecArray): Date {
  const clock = time ? `T${time.slice(1)}` : 'T00:00';
  return new Date(`${date}${clock}${offset ?? JAPAN_OFFSET}`);
}

/**
 * A moment: an ISO 8601 string (REST) or a Date (the GraphQL scalar), on a real calendar day.
 * Numbers (epoch values) and other types are the type message, never guessed.
 */
export function dateTime(typeMessage: string) {
  return date()
    .transform((_value: unknown, original: unknown) => {
      if (original === '' || original === null || original === undefined) return undefined;
      if (original instanceof Date) return original;
      if (typeof original !== 'string') return new Date(Number.NaN);
      const match = ISO_DATE_TIME.exec(original.trim());
      return match && isCalendarDate(match[1]!) ? isoInstant(match) : new Date(Number.NaN);
    })
    .typeError(typeMessage);
}

/** A JSON object (not null, not an array): the shape a request body or variables must have. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

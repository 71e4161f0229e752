import { describe, expect, it } from 'vitest';
import { array, object } from 'yup';
import { AppError } from '../../server/core/errors.js';
import {
  calendarDate,
  dateTime,
  flag,
  integer,
  isCalendarDate,
  labelOf,
  memoizedValidation,
  secret,
  text,
  validateInput,
} from '../../server/core/validation.js';

/** The field errors validateInput answers for `value` in field `f` (empty when it passes). */
async function errorsOf(schema: Parameters<typeof object>[0], value: unknown): Promise<Record<string, string[]>> {
  try {
    await validateInput(object(schema), { f: value });
    return {};
  } catch (error) {
    if (error instanceof AppError) return error.fieldErrors ?? {};
    throw error;
  }
}

describe('shared validators', () => {
  it('name the field after the subject of its type message', () => {
    expect(labelOf('事業者名を入力してください')).toBe('事業者名');
    expect(labelOf('大分類の指定が正しくありません')).toBe('大分類');
    expect(labelOf('urlは必須です')).toBe('url');
    expect(labelOf('メールアドレスが確認用メールアドレスと一致しません')).toBe('メールアドレス');
  });

  it('text: strings only, trimmed, control characters refused; multi-line keeps line feeds', async () => {
    const single = { f: text('名称は文字列で入力してください') };
    const multi = { f: text('備考は文字列で入力してください', { multiline: true }) };
    for (const bad of ['a\u0000b', 'a\nb', 'a\rb', 'a\tb', 'a\u007fb', 'a\u001bb']) {
      expect(await errorsOf(single, bad), JSON.stringify(bad)).toEqual({
        f: ['名称に使用できない文字が含まれています'],
      });
    }
    for (const bad of [123, true, ['a'], { a: 1 }])
      expect(await errorsOf(single, bad)).toEqual({ f: ['名称は文字列で入力してください'] });
    expect(await errorsOf(single, null)).toEqual({});
    expect(await errorsOf(single, '  ok  ')).toEqual({});
    expect(await errorsOf(multi, '一行目\n二行目')).toEqual({});
    expect(await errorsOf(multi, '一行目\u0000')).toEqual({ f: ['備考に使用できない文字が含まれています'] });
    expect(await errorsOf(multi, 'a\tb')).toEqual({ f: ['備考に使用できない文字が含まれています'] });
    expect(await object({ f: text('x', { multiline: true }) }).validate({ f: ' a\r\nb\rc ' })).toEqual({
      f: 'a\nb\nc',
    });
    expect(await errorsOf({ f: text('x', { label: '確認用メールアドレス' }) }, '\u0000')).toEqual({
      f: ['確認用メールアドレスに使用できない文字が含まれています'],
    });
  });

  it('secret: strings as typed (not trimmed), no control characters, no coercion', async () => {
    const schema = { f: secret('パスワードを入力してください') };
    expect(await object(schema).validate({ f: ' pass ' })).toEqual({ f: ' pass ' });
    expect(await errorsOf(schema, 'pa\u0000ss')).toEqual({ f: ['パスワードに使用できない文字が含まれています'] });
    expect(await errorsOf(schema, 12345678)).toEqual({ f: ['パスワードを入力してください'] });
  });

  it('integer: JSON integers and digit strings only', async () => {
    const schema = { f: integer('IDは数値で指定してください') };
    expect(await object(schema).validate({ f: ' 12 ' })).toEqual({ f: 12 });
    expect(await object(schema).validate({ f: 7 })).toEqual({ f: 7 });
    expect(await object(schema).validate({ f: '' })).toEqual({ f: undefined });
    for (const bad of [[1], '1e3', '0x10', ' 1 2', 1.5, true, '1.0']) {
      expect(await errorsOf(schema, bad), JSON.stringify(bad)).toEqual({ f: ['IDは数値で指定してください'] });
    }
  });

  it('flag: booleans and their query-string spellings only', async () => {
    const schema = { f: flag('真偽値で指定してください') };
    expect(await object(schema).validate({ f: 'true' })).toEqual({ f: true });
    expect(await object(schema).validate({ f: '0' })).toEqual({ f: false });
    for (const bad of [[true], 1, 'yes'])
      expect(await errorsOf(schema, bad)).toEqual({ f: ['真偽値で指定してください'] });
  });

  it('calendar dates: real days only, never rolled over', async () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-1'])
      expect(isCalendarDate(bad), bad).toBe(false);
    const schema = { f: calendarDate('開始日はYYYY-MM-DDの形式で入力してください') };
    expect(await errorsOf(schema, '2026-02-30')).toEqual({ f: ['開始日はYYYY-MM-DDの形式で入力してください'] });
    expect(await errorsOf(schema, 20260301)).toEqual({ f: ['開始日はYYYY-MM-DDの形式で入力してください'] });
    expect(await object(schema).validate({ f: '' })).toEqual({ f: undefined });
  });

  it('date-times: ISO strings or Date objects; numbers and impossible days are the type message', async () => {
    const schema = { f: dateTime('日時の形式が正しくありません') };
    expect((await object(schema).validate({ f: '2026-03-01T10:00:00+09:00' })).f?.toISOString()).toBe(
      '2026-03-01T01:00:00.000Z',
    );
    const date = new Date('2026-03-01T00:00:00Z');
    expect((await object(schema).validate({ f: date })).f).toEqual(date);
    // Without an offset: Japan time, whatever the server's own time zone.
    const instant = async (text: string) => (await object(schema).validate({ f: text })).f?.toISOString();
    expect(await instant('2026-03-01T10:00:00')).toBe('2026-03-01T01:00:00.000Z');
    expect(await instant('2026-03-01 10:00')).toBe('2026-03-01T01:00:00.000Z');
    expect(await instant('2026-03-01')).toBe('2026-02-28T15:00:00.000Z');
    expect(await instant('2026-03-01T10:00:00Z')).toBe('2026-03-01T10:00:00.000Z');
    expect(await instant('2026-03-01T10:00:00.5-05:00')).toBe('2026-03-01T15:00:00.500Z');
    for (const bad of [12345, '12345', '2026-02-30T10:00:00Z', '2026-03-01T25:00:00Z', 'tomorrow', [1]]) {
      expect(await errorsOf(schema, bad), JSON.stringify(bad)).toEqual({ f: ['日時の形式が正しくありません'] });
    }
  });

  it('drops the names every object inherits (constructor, toString, __proto__) at any depth, like unknown keys', async () => {
    const schema = object({ name: text('名称は文字列で入力してください'), rows: array(object({ n: integer('n') })) });
    for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', '__defineGetter__']) {
      // JSON.parse makes each one an own key, as the body and query parsers do.
      const input: unknown = JSON.parse(`{"name":"a","${key}":{"prototype":{"x":1}},"rows":[{"n":"1","${key}":1}]}`);
      expect(await validateInput(schema, input), key).toEqual({ name: 'a', rows: [{ n: 1 }] });
    }
    const when = new Date('2026-03-01T00:00:00Z');
    const withDate = object({ f: dateTime('日時の形式が正しくありません') });
    expect(await validateInput(withDate, { f: when, toString: 1 })).toEqual({ f: when });
  });
});

describe('memoizedValidation', () => {
  const schema = object({ page: integer('ページ番号は数値で指定してください').default(1) });

  it('checks an input once and answers the same frozen value after that', async () => {
    let checks = 0;
    const counted = schema.test('counted', 'x', () => (checks++, true));
    const validate = memoizedValidation(counted);
    const first = await validate({ page: '2' });
    expect(first).toEqual({ page: 2 });
    expect(Object.isFrozen(first)).toBe(true);
    expect(await validate({ page: '2' })).toBe(first);
    expect(checks).toBe(1);
    expect(await validate({ page: '3' })).toEqual({ page: 3 });
    expect(checks).toBe(2);
  });

  it('refuses as validateInput does, every time (a refusal is not kept)', async () => {
    const validate = memoizedValidation(schema);
    for (let i = 0; i < 2; i++) {
      await expect(validate({ page: 'x' })).rejects.toMatchObject({
        fieldErrors: { page: ['ページ番号は数値で指定してください'] },
      });
    }
  });

  it('keeps the `size` most recently used inputs, and none longer than a real filter', async () => {
    let checks = 0;
    const validate = memoizedValidation(
      schema.test('counted', 'x', () => (checks++, true)),
      2,
    );
    for (const page of [1, 2, 3]) await validate({ page });
    await validate({ page: 1 }); // pushed out by 3
    await validate({ page: 3 });
    expect(checks).toBe(4);
    const long = { page: 1, note: 'x'.repeat(3000) };
    await validate(long);
    await validate(long);
    expect(checks).toBe(6);
  });
});

import { describe, expect, it } from 'vitest';
import { object, string, type AnyObject, type ObjectSchema } from 'yup';
import { confirmsEmailRule, confirmsRule, secretConfirmationRule } from '../../server/rules/confirmation.js';

/** Messages the schema reports for one value set (all of them, as the 422 shape lists them). */
function errorsOf(schema: ObjectSchema<AnyObject>, values: Record<string, string | undefined>): string[] {
  try {
    schema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

const MISMATCH = '一致しません';
const REQUIRED = '確認用を入力してください';

describe('confirmation rules (server/rules/confirmation.ts, shared with the web forms)', () => {
  it('confirmsRule: the same value as the sibling field, nothing else', () => {
    const schema = object({ password: string(), passwordConfirmation: confirmsRule('password', MISMATCH)(string()) });
    const cases: [string | undefined, string | undefined, string[]][] = [
      ['secret12', 'secret12', []],
      ['secret12', 'Secret12', [MISMATCH]],
      ['secret12', '', [MISMATCH]],
      ['secret12', undefined, [MISMATCH]],
      ['', '', []],
      [undefined, undefined, []],
    ];
    for (const [password, passwordConfirmation, expected] of cases) {
      expect(errorsOf(schema, { password, passwordConfirmation }), `${password} / ${passwordConfirmation}`).toEqual(
        expected,
      );
    }
  });

  it('confirmsEmailRule: case and surrounding blanks do not count', () => {
    const schema = object({ email: string(), emailConfirmation: confirmsEmailRule(MISMATCH)(string()) });
    expect(errorsOf(schema, { email: 'Maker@Example.jp', emailConfirmation: ' maker@example.JP ' })).toEqual([]);
    expect(errorsOf(schema, { email: 'maker@example.jp', emailConfirmation: 'maker@example.com' })).toEqual([MISMATCH]);
  });

  it('secretConfirmationRule: creating, an empty confirmation gets only its required message', () => {
    const schema = object({
      zipPassword: string(),
      zipPasswordConfirmation: secretConfirmationRule('create', 'zipPassword', MISMATCH)(string()).required(REQUIRED),
    });
    expect(errorsOf(schema, { zipPassword: 'pass1234', zipPasswordConfirmation: '' })).toEqual([REQUIRED]);
    expect(errorsOf(schema, { zipPassword: 'pass1234', zipPasswordConfirmation: 'pass9999' })).toEqual([MISMATCH]);
    expect(errorsOf(schema, { zipPassword: 'pass1234', zipPasswordConfirmation: 'pass1234' })).toEqual([]);
  });

  it('secretConfirmationRule: editing, a blank secret keeps the stored one and needs no confirmation', () => {
    const schema = object({
      zipPassword: string(),
      zipPasswordConfirmation: secretConfirmationRule('edit', 'zipPassword', MISMATCH)(string()),
    });
    expect(errorsOf(schema, { zipPassword: '', zipPasswordConfirmation: 'leftover' })).toEqual([]);
    expect(errorsOf(schema, { zipPassword: 'new-pass1', zipPasswordConfirmation: '' })).toEqual([MISMATCH]);
    expect(errorsOf(schema, { zipPassword: 'new-pass1', zipPasswordConfirmation: 'new-pass1' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { profileSchema, userCreateSchema } from './schemas';

const profile = {
  name: '株式会社テスト',
  postcode: '100-0001',
  address: '東京都',
  tel: '03-0000-0000',
  belongTo: '0',
  message: '',
  type: '1',
};
const firstError = async (schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => null,
    (error: { message: string }) => error.message,
  );

describe('the forms check what the server checks (rules from server/rules)', () => {
  it('refuses a 300-character name at the form, with the server message', async () => {
    expect(await firstError(profileSchema, profile)).toBeNull();
    expect(await firstError(profileSchema, { ...profile, name: 'あ'.repeat(300) })).toBe(
      '事業者名は255文字以内で入力してください',
    );
    expect(await firstError(profileSchema, { ...profile, address: 'あ'.repeat(256) })).toBe(
      '住所は255文字以内で入力してください',
    );
  });

  it('uses the server tel and postcode formats', async () => {
    expect(await firstError(profileSchema, { ...profile, tel: '03-0000-0000 内線' })).toBe(
      '電話番号は半角数字とハイフンで入力してください',
    );
    expect(await firstError(profileSchema, { ...profile, postcode: '1000-001' })).toBe(
      '郵便番号は「123-4567」の形式で入力してください',
    );
  });

  it('limits user fields like the server (division, password length)', async () => {
    const user = {
      division: '',
      name: '担当',
      tel: '03-0000-0000',
      email: 'a@example.jp',
      emailConfirmation: 'a@example.jp',
      password: 'long-enough',
      passwordConfirmation: 'long-enough',
    };
    expect(await firstError(userCreateSchema, user)).toBeNull();
    expect(await firstError(userCreateSchema, { ...user, division: 'x'.repeat(256) })).toBe(
      '部署名は255文字以内で入力してください',
    );
    expect(await firstError(userCreateSchema, { ...user, password: 'short', passwordConfirmation: 'short' })).toBe(
      'パスワードは8文字以上で入力してください',
    );
  });
});

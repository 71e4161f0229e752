import { randomBytes } from 'node:crypto';

/** A valid POST /api/register body (snake_case), every field overridable. */
export function registrationBody(
  overrides: { organization?: Record<string, unknown>; user?: Record<string, unknown> } = {},
) {
  const email = `new-${randomBytes(4).toString('hex')}@example.jp`;
  return {
    organization: {
      name: '新規登録工業株式会社',
      postcode: '100-0005',
      address: '東京都千代田区丸の内1-1-1',
      tel: '03-1111-2222',
      zip_password: 'zip-secret-1',
      zip_password_confirmation: 'zip-secret-1',
      type: 1,
      belong_to: '0',
      message: 'よろしくお願いします',
      cogeneration_manager: false,
      hybrid_water_heater_manager: false,
      electric_heat_pump_manager: false,
      solar_system_manager: false,
      solar_water_heater_manager: false,
      ...overrides.organization,
    },
    user: {
      division: '技術部',
      name: '登録 太郎',
      tel: '03-1111-2223',
      email,
      email_confirmation: email,
      password: 'Register-pass-1',
      password_confirmation: 'Register-pass-1',
      ...overrides.user,
    },
  };
}

/** The same as GraphQL input (camelCase). */
export function registrationInput(
  overrides: { organization?: Record<string, unknown>; user?: Record<string, unknown> } = {},
) {
  const body = registrationBody();
  const camel = (o: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(o).map(([k, v]) => [k.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()), v]),
    );
  return {
    organization: { ...camel(body.organization), ...overrides.organization },
    user: { ...camel(body.user), ...overrides.user },
  };
}

export function newUserBody(overrides: Record<string, unknown> = {}) {
  const email = `member-${randomBytes(4).toString('hex')}@example.jp`;
  return {
    division: '営業部',
    name: '追加 花子',
    tel: '03-2222-3333',
    email,
    email_confirmation: email,
    password: 'Member-pass-1',
    password_confirmation: 'Member-pass-1',
    ...overrides,
  };
}

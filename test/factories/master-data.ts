import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { InformationShowType } from '../../server/core/domain.js';
import { hashPassword } from '../../server/core/security/passwords.js';
import { SecretBox } from '../../server/core/security/secret-box.js';
import { EvaluationOrganization } from '../../server/modules/evaluation-organizations/evaluation-organization.entity.js';
import { Information } from '../../server/modules/information/information.entity.js';
import { SharedPassword } from '../../server/modules/shared-passwords/shared-password.entity.js';
import { TEST_APP_KEY } from '../helpers/test-app.js';

const secretBox = SecretBox.fromString(TEST_APP_KEY);
const unique = () => randomBytes(4).toString('hex');

export async function createSharedPassword(
  em: EntityManager,
  overrides: Partial<SharedPassword> & { zipPassword?: string } = {},
) {
  const { zipPassword = 'shared-zip-1234', ...rest } = overrides;
  const row = em.create(SharedPassword, {
    name: `共用パスワード ${unique()}`,
    note: '',
    zipPasswordEncrypted: secretBox.encrypt(zipPassword),
    ...rest,
  });
  await em.persistAndFlush(row);
  return row;
}

export async function createEvaluationOrganization(
  em: EntityManager,
  overrides: Partial<EvaluationOrganization> & { password?: string } = {},
) {
  const { password = 'Eval-pass-1234', ...rest } = overrides;
  const row = em.create(EvaluationOrganization, {
    name: `評価センター ${unique()}`,
    number: `EV-${unique()}`,
    passwordHash: await hashPassword(password),
    ...rest,
  });
  await em.persistAndFlush(row);
  return row;
}

export async function createInformation(em: EntityManager, overrides: Partial<Information> = {}) {
  const row = em.create(Information, {
    title: `お知らせ ${unique()}`,
    body: '本文です。',
    showType: InformationShowType.both,
    publishedAt: new Date(Date.now() - 60_000),
    ...overrides,
  });
  await em.persistAndFlush(row);
  return row;
}

export function decryptForTest(sealed: string): string {
  return secretBox.decrypt(sealed);
}

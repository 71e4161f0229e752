import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { Edition } from '../../server/core/domain.js';
import { hashPassword } from '../../server/core/security/passwords.js';
import { type LinkCategory } from '../../server/modules/link-categories/link-category.entity.js';
import { EvaluationOrganization } from '../../server/modules/evaluation-organizations/evaluation-organization.entity.js';
import { Link } from '../../server/modules/links/link.entity.js';
import type { Organization } from '../../server/modules/organizations/organization.entity.js';
import { categoryByName, seedCategories } from '../../server/seed/categories.js';

/** The demo category tree of both editions (as the seed writes it); returns the categories by name per edition. */
export async function createCategoryTree(em: EntityManager) {
  const byCode = seedCategories(em);
  await em.flush();
  return {
    byCode,
    house: (name: string) => categoryByName(byCode, Edition.house, name),
    building: (name: string) => categoryByName(byCode, Edition.building, name),
  };
}

export async function createLink(
  em: EntityManager,
  values: { organization: Organization; category: LinkCategory } & Partial<Omit<Link, 'organization' | 'category'>>,
) {
  const { organization, category, ...rest } = values;
  const link = em.create(Link, {
    organization,
    category,
    type: category.type,
    url: `https://www.example.jp/${randomBytes(4).toString('hex')}`,
    approved: false,
    ...rest,
  });
  await em.persistAndFlush(link);
  return link;
}

export async function createEvaluationOrganization(
  em: EntityManager,
  values: { number?: string; password?: string; name?: string } = {},
) {
  const evaluator = em.create(EvaluationOrganization, {
    name: values.name ?? '一般財団法人 テスト評価機構',
    number: values.number ?? `EV-${randomBytes(3).toString('hex')}`,
    passwordHash: await hashPassword(values.password ?? 'Eval-pass-1234'),
  });
  await em.persistAndFlush(evaluator);
  return evaluator;
}

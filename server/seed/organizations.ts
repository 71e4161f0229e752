import type { EntityManager } from '@mikro-orm/postgresql';
import { OrganizationStatus, Role } from '../core/domain.js';
import { hashPassword } from '../core/security/passwords.js';
import { SecretBox } from '../core/security/secret-box.js';
import { BrandName } from '../modules/brand-names/brand-name.entity.js';
import { EvaluationOrganization } from '../modules/evaluation-organizations/evaluation-organization.entity.js';
import { Organization } from '../modules/organizations/organization.entity.js';
import { SharedPassword } from '../modules/shared-passwords/shared-password.entity.js';
import { User } from '../modules/users/user.entity.js';
import { DEMO, DEMO_ORGANIZATIONS } from './credentials.js';
import { daysAgo } from './dates.js';

export interface SeededOrganization {
  organization: Organization;
  users: User[];
  brands: BrandName[];
}

export interface SeededPeople {
  admin: User;
  /** Keyed by DemoOrganizationSpec.key: a and b approved, c registered only. */
  organizations: Record<'a' | 'b' | 'c', SeededOrganization>;
}

/** The administrator, the three organizations with their users and brands, a shared password and an evaluator. */
export async function seedPeople(em: EntityManager, secretBox: SecretBox): Promise<SeededPeople> {
  const admin = em.create(User, {
    role: Role.admin,
    name: '管理 花子',
    division: '評価事業部',
    tel: '03-3222-6680',
    email: DEMO.adminEmail,
    passwordHash: await hashPassword(DEMO.adminPassword),
    createdAt: daysAgo(400),
  });

  const organizations = {} as SeededPeople['organizations'];
  for (const [index, spec] of DEMO_ORGANIZATIONS.entries()) {
    const createdAt = daysAgo(spec.approved ? 380 - index * 30 : 3);
    const organization = em.create(Organization, {
      name: spec.name,
      postcode: spec.postcode,
      address: spec.address,
      tel: spec.tel,
      type: spec.type,
      zipPasswordEncrypted: secretBox.encrypt(spec.zipPassword),
      status: spec.approved ? OrganizationStatus.approved : OrganizationStatus.registered,
      approvedAt: spec.approved ? daysAgo(375 - index * 30) : null,
      message: spec.approved ? '' : '製品カタログと試験成績書の写しは別途郵送いたします。',
      ...spec.flags,
      createdAt,
      updatedAt: createdAt,
    });
    const users: User[] = [];
    for (const person of spec.users) {
      users.push(
        em.create(User, {
          role: Role.organization,
          organization,
          name: person.name,
          division: person.division,
          tel: person.tel,
          email: person.email.toLowerCase(),
          passwordHash: await hashPassword(DEMO.userPassword),
          createdAt,
        }),
      );
    }
    const brands = spec.brands.map((brand) =>
      em.create(BrandName, { name: brand.name, note: brand.note, organization, createdAt: daysAgo(370 - index * 30) }),
    );
    organizations[spec.key] = { organization, users, brands };
  }

  em.create(SharedPassword, {
    name: '共用パスワード（2025年度 一括登録用）',
    zipPasswordEncrypted: secretBox.encrypt(DEMO.sharedZipPassword),
    note: '複数事業者の共同申請データの登録に使用します。',
  });

  em.create(EvaluationOrganization, {
    name: '一般財団法人 日本住宅設備評価センター',
    number: DEMO.evaluatorNumber,
    passwordHash: await hashPassword(DEMO.evaluatorPassword),
  });

  return { admin, organizations };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { SecretBox } from '../core/security/secret-box.js';
import { User } from '../modules/users/user.entity.js';
import { seedCategories } from './categories.js';
import { seedLinks, seedNotices } from './content.js';
import { demoSignIns, type DemoSignIn } from './credentials.js';
import { seedDevices } from './devices.js';
import { seedPeople } from './organizations.js';

export interface SeedResult {
  seeded: boolean;
  signIns: DemoSignIn[];
}

/**
 * Fills an empty database with realistic demo data in one transaction. Idempotent: when any user
 * exists the database is treated as in use and left untouched (the sign-in list is still returned
 * so the start banner can show it).
 */
export async function seedDemoData(em: EntityManager, deps: { secretBox: SecretBox }): Promise<SeedResult> {
  const signIns = demoSignIns();
  if ((await em.count(User, {})) > 0) return { seeded: false, signIns };

  let seeded = false;
  await em.transactional(async (tx) => {
    // Re-checked inside the transaction: two processes starting at once must not both seed
    // (the unique e-mail of the administrator makes the loser fail and roll back).
    if ((await tx.count(User, {})) > 0) return;
    const { admin, organizations } = await seedPeople(tx, deps.secretBox);
    const categories = seedCategories(tx);
    seedNotices(tx);
    seedLinks(tx, categories, { a: organizations.a.organization, b: organizations.b.organization });
    seedDevices(tx, admin, { a: organizations.a, b: organizations.b });
    seeded = true;
  });
  return { seeded, signIns };
}

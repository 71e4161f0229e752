import type { EntityManager } from '@mikro-orm/postgresql';
import { SecretBox } from '../core/security/secret-box.js';
import type { FileStore } from '../core/files/file-store.js';
import { EvaluationOrganization } from '../modules/evaluation-organizations/evaluation-organization.entity.js';
import { User } from '../modules/users/user.entity.js';
import { ensureReferenceCategories } from '../modules/link-categories/reference-tree.js';
import { loadCategories } from './categories.js';
import { seedLinks, seedNotices } from './content.js';
import { DEMO, demoSignIns, type DemoSignIn } from './credentials.js';
import { seedDevices } from './devices.js';
import { seedPeople } from './organizations.js';

export interface SeedResult {
  seeded: boolean;
  signIns: DemoSignIn[];
}

/**
 * Fills an empty database with realistic demo data in one transaction. Idempotent: when any user
 * exists the database is treated as in use and left untouched; the sign-ins returned are then
 * only the demo accounts that really are there (none on a database made by create-admin).
 */
export async function seedDemoData(
  em: EntityManager,
  deps: { secretBox: SecretBox; files: FileStore },
): Promise<SeedResult> {
  if ((await em.count(User, {})) > 0) return { seeded: false, signIns: await presentSignIns(em) };
  const signIns = demoSignIns();

  let seeded = false;
  await em.transactional(async (tx) => {
    // Re-checked inside the transaction: two processes starting at once must not both seed
    // (the unique e-mail of the administrator makes the loser fail and roll back).
    if ((await tx.count(User, {})) > 0) return;
    const { admin, organizations } = await seedPeople(tx, deps.secretBox);
    await ensureReferenceCategories(tx);
    const categories = await loadCategories(tx);
    seedNotices(tx);
    seedLinks(tx, categories, { a: organizations.a.organization, b: organizations.b.organization });
    const contents = new Map<string, Buffer>();
    seedDevices(tx, admin, { a: organizations.a, b: organizations.b }, contents);
    // Stored, durably, before the rows commit (as uploads do): a seeded certificate always has its bytes.
    for (const [sha256, content] of contents) await deps.files.putBuffer(sha256, content);
    await deps.files.makeDurable([...contents.keys()]);
    seeded = true;
  });
  return { seeded, signIns };
}

/** The demo sign-ins whose account exists in the database. */
async function presentSignIns(em: EntityManager): Promise<DemoSignIn[]> {
  const all = demoSignIns();
  const users = await em.find(User, { email: { $in: all.map((s) => s.email) } }, { fields: ['email'] });
  const evaluators = await em.find(EvaluationOrganization, { number: DEMO.evaluatorNumber }, { fields: ['number'] });
  const present = new Set([...users.map((u) => u.email), ...evaluators.map((e) => e.number)]);
  return all.filter((signIn) => present.has(signIn.email));
}

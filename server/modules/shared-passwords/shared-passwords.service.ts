import { object } from 'yup';
import type { RequestContext } from '../../core/context.js';
import { findOr404, findPage, iterateAll, type ListOrder } from '../../core/db/queries.js';
import { pageField, type Page } from '../../core/paging.js';
import { requireAdmin, requireViewer } from '../../core/policies.js';
import { validateInput } from '../../core/validation.js';
import { SharedPassword } from './shared-password.entity.js';
import type { SharedPasswordChoice } from './shared-password-choice-graphql.dto.js';
import { createSharedPasswordSchema, updateSharedPasswordSchema } from './shared-password.inputs.js';
import type { SecretBox } from '../../core/security/secret-box.js';

const NOT_FOUND = '共用パスワードが見つかりません';
const listSchema = object({ page: pageField() });
/** Newest first, on the screen and in the PDF. */
const ORDER: ListOrder<SharedPassword> = { id: 'desc' };

/**
 * 共用ファイルアップロード用パスワード. The password is stored encrypted (uploads are decrypted
 * with it) and never leaves the server; organizations only learn ids and names.
 */
export class SharedPasswordsService {
  constructor(private readonly secretBox: SecretBox) {}

  async list(ctx: RequestContext, rawFilter: unknown): Promise<Page<SharedPassword>> {
    requireAdmin(ctx);
    const { page } = await validateInput(listSchema, rawFilter);
    return findPage(ctx.em, SharedPassword, {}, page, { orderBy: ORDER });
  }

  /** Any signed-in user: id and name only, for the upload form's choice. */
  async choices(ctx: RequestContext): Promise<SharedPasswordChoice[]> {
    requireViewer(ctx);
    const rows = await ctx.em.find(SharedPassword, {}, { fields: ['id', 'name'], orderBy: { id: 'asc' } });
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  exportRows(ctx: RequestContext): AsyncGenerator<SharedPassword> {
    requireAdmin(ctx);
    return iterateAll(ctx.em, SharedPassword, {}, { orderBy: ORDER });
  }

  async get(ctx: RequestContext, id: number): Promise<SharedPassword> {
    requireAdmin(ctx);
    return findOr404(ctx.em, SharedPassword, id, NOT_FOUND);
  }

  async create(ctx: RequestContext, rawInput: unknown): Promise<SharedPassword> {
    requireAdmin(ctx);
    const input = await validateInput(createSharedPasswordSchema, rawInput);
    const sharedPassword = ctx.em.create(SharedPassword, {
      name: input.name,
      note: input.note,
      zipPasswordEncrypted: this.secretBox.encrypt(input.zipPassword),
    });
    await ctx.em.persistAndFlush(sharedPassword);
    return sharedPassword;
  }

  async update(ctx: RequestContext, id: number, rawInput: unknown): Promise<SharedPassword> {
    requireAdmin(ctx);
    const sharedPassword = await findOr404(ctx.em, SharedPassword, id, NOT_FOUND);
    const input = await validateInput(updateSharedPasswordSchema, rawInput);
    ctx.em.assign(sharedPassword, { name: input.name, note: input.note });
    if (input.zipPassword) sharedPassword.zipPasswordEncrypted = this.secretBox.encrypt(input.zipPassword);
    await ctx.em.flush();
    return sharedPassword;
  }

  async delete(ctx: RequestContext, id: number): Promise<void> {
    requireAdmin(ctx);
    const sharedPassword = await findOr404(ctx.em, SharedPassword, id, NOT_FOUND);
    await ctx.em.removeAndFlush(sharedPassword);
  }
}

import type { EntityData } from '@mikro-orm/core';
import type { RequestContext } from '../../core/context.js';
import { MasterDataService, type MasterDataTable } from '../../core/master-data/master-data.service.js';
import type { Page } from '../../core/paging.js';
import { requireViewer } from '../../core/access.js';
import { validateInput } from '../../core/validation.js';
import { SharedPassword } from './shared-password.entity.js';
import type { SharedPasswordChoice } from './shared-password-choice-graphql.dto.js';
import { createSharedPasswordSchema, updateSharedPasswordSchema } from './shared-password.inputs.js';
import type { SecretBox } from '../../core/security/secret-box.js';

/**
 * 共用ファイルアップロード用パスワード. The password is stored encrypted (uploads are decrypted
 * with it) and never leaves the server; organizations only learn ids and names.
 */
export class SharedPasswordsService extends MasterDataService<SharedPassword> {
  override readonly table: MasterDataTable<SharedPassword> = {
    entity: SharedPassword,
    notFound: '共用パスワードが見つかりません',
    // Newest first, on the screen and in the PDF.
    order: { id: 'desc' },
  };

  constructor(private readonly secretBox: SecretBox) {
    super();
  }

  list(ctx: RequestContext, rawFilter: unknown): Promise<Page<SharedPassword>> {
    return this.pageOfAll(ctx, rawFilter);
  }

  /** Any signed-in user: id and name only, for the upload form's choice. */
  async choices(ctx: RequestContext): Promise<SharedPasswordChoice[]> {
    requireViewer(ctx);
    const rows = await ctx.em.find(SharedPassword, {}, { fields: ['id', 'name'], orderBy: { id: 'asc' } });
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  /** A blank zip password on an update keeps the stored one. */
  protected override async fieldsFrom(
    _ctx: RequestContext,
    rawInput: unknown,
    existing?: SharedPassword,
  ): Promise<EntityData<SharedPassword>> {
    const input = await validateInput(existing ? updateSharedPasswordSchema : createSharedPasswordSchema, rawInput);
    return {
      name: input.name,
      note: input.note,
      ...(input.zipPassword ? { zipPasswordEncrypted: this.secretBox.encrypt(input.zipPassword) } : {}),
    };
  }
}

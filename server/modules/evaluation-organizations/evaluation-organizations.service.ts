import { raw, UniqueConstraintViolationException, type FilterQuery, type EntityData } from '@mikro-orm/core';
import type { RequestContext } from '../../core/context.js';
import { MasterDataService, pageOnlySchema, type MasterDataTable } from '../../core/master-data/master-data.service.js';
import { ValidationFailed } from '../../core/errors.js';
import type { Page } from '../../core/paging.js';
import { requireAdmin } from '../../core/access.js';
import { hashPassword } from '../../core/security/passwords.js';
import { validateInput } from '../../core/validation.js';
import { EvaluationOrganization } from './evaluation-organization.entity.js';
import {
  createEvaluationOrganizationSchema,
  updateEvaluationOrganizationSchema,
} from './evaluation-organization.inputs.js';

const DUPLICATE = 'この評価機関番号は既に登録されています';

/** The row with this number in any case (EV-0001 = ev-0001), served by the unique index on lower(number). */
export function numberIs(number: string): FilterQuery<EvaluationOrganization> {
  return { [raw((alias) => `lower(${alias}.number)`)]: number.toLowerCase() } as FilterQuery<EvaluationOrganization>;
}

/** 評価機関: evaluators send the number and password to read evaluator-only links. */
export class EvaluationOrganizationsService extends MasterDataService<EvaluationOrganization> {
  override readonly table: MasterDataTable<EvaluationOrganization> = {
    entity: EvaluationOrganization,
    notFound: '評価機関が見つかりません',
    // By number, on the screen and in the PDF.
    order: { number: 'asc', id: 'asc' },
  };

  /** One page when a page is given, otherwise every row (the legacy GET reads them all). */
  async list(
    ctx: RequestContext,
    rawFilter: unknown,
  ): Promise<Page<EvaluationOrganization> | EvaluationOrganization[]> {
    requireAdmin(ctx);
    const { page } = await validateInput(pageOnlySchema, rawFilter);
    const raw = (rawFilter ?? {}) as { page?: unknown };
    if (raw.page === undefined || raw.page === '')
      return ctx.em.find(EvaluationOrganization, {}, { orderBy: this.table.order });
    return this.page(ctx, {}, page);
  }

  /** A blank password on an update keeps the stored one; the number is unique in any case. */
  protected override async fieldsFrom(
    ctx: RequestContext,
    rawInput: unknown,
    existing?: EvaluationOrganization,
  ): Promise<EntityData<EvaluationOrganization>> {
    const schema = existing ? updateEvaluationOrganizationSchema : createEvaluationOrganizationSchema;
    const input = await validateInput(schema, rawInput);
    await this.ensureNumberFree(ctx, input.number, existing?.id);
    return {
      name: input.name,
      number: input.number,
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
    };
  }

  /** Two administrators saving the same number at once: the unique index decides, still a 422. */
  protected override async save(flush: () => Promise<void>): Promise<void> {
    try {
      await flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw ValidationFailed({ number: [DUPLICATE] });
      throw error;
    }
  }

  private async ensureNumberFree(ctx: RequestContext, number: string, exceptId?: number): Promise<void> {
    const taken = await ctx.em.count(EvaluationOrganization, {
      $and: [numberIs(number), exceptId ? { id: { $ne: exceptId } } : {}],
    });
    if (taken > 0) throw ValidationFailed({ number: [DUPLICATE] });
  }
}

import { raw, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import { object } from 'yup';
import type { RequestContext } from '../../core/context.js';
import { findOr404, findPage, iterateAll, type ListOrder } from '../../core/db/queries.js';
import { ValidationFailed } from '../../core/errors.js';
import { pageField, type Page } from '../../core/paging.js';
import { requireAdmin } from '../../core/policies.js';
import { hashPassword } from '../../core/security/passwords.js';
import { validateInput } from '../../core/validation.js';
import { EvaluationOrganization } from './evaluation-organization.entity.js';
import {
  createEvaluationOrganizationSchema,
  updateEvaluationOrganizationSchema,
} from './evaluation-organization.inputs.js';

const NOT_FOUND = '評価機関が見つかりません';
const DUPLICATE = 'この評価機関番号は既に登録されています';
const listSchema = object({ page: pageField() });
/** By number, on the screen and in the PDF. */
const ORDER: ListOrder<EvaluationOrganization> = { number: 'asc', id: 'asc' };

/** The row with this number in any case (EV-0001 = ev-0001), served by the unique index on lower(number). */
export function numberIs(number: string): FilterQuery<EvaluationOrganization> {
  return { [raw((alias) => `lower(${alias}.number)`)]: number.toLowerCase() } as FilterQuery<EvaluationOrganization>;
}

/** 評価機関: evaluators send the number and password to read evaluator-only links. */
export class EvaluationOrganizationsService {
  /** One page when a page is given, otherwise every row (the legacy GET reads them all). */
  async list(
    ctx: RequestContext,
    rawFilter: unknown,
  ): Promise<Page<EvaluationOrganization> | EvaluationOrganization[]> {
    requireAdmin(ctx);
    const { page } = await validateInput(listSchema, rawFilter);
    const raw = (rawFilter ?? {}) as { page?: unknown };
    if (raw.page === undefined || raw.page === '') return ctx.em.find(EvaluationOrganization, {}, { orderBy: ORDER });
    return findPage(ctx.em, EvaluationOrganization, {}, page, { orderBy: ORDER });
  }

  async page(ctx: RequestContext, page: number | undefined): Promise<Page<EvaluationOrganization>> {
    return (await this.list(ctx, { page: page ?? 1 })) as Page<EvaluationOrganization>;
  }

  exportRows(ctx: RequestContext): AsyncGenerator<EvaluationOrganization> {
    requireAdmin(ctx);
    return iterateAll(ctx.em, EvaluationOrganization, {}, { orderBy: ORDER });
  }

  async get(ctx: RequestContext, id: number): Promise<EvaluationOrganization> {
    requireAdmin(ctx);
    return findOr404(ctx.em, EvaluationOrganization, id, NOT_FOUND);
  }

  async create(ctx: RequestContext, rawInput: unknown): Promise<EvaluationOrganization> {
    requireAdmin(ctx);
    const input = await validateInput(createEvaluationOrganizationSchema, rawInput);
    await this.ensureNumberFree(ctx, input.number);
    const evaluationOrganization = ctx.em.create(EvaluationOrganization, {
      name: input.name,
      number: input.number,
      passwordHash: await hashPassword(input.password),
    });
    await this.flushUnique(ctx, () => ctx.em.persistAndFlush(evaluationOrganization));
    return evaluationOrganization;
  }

  async update(ctx: RequestContext, id: number, rawInput: unknown): Promise<EvaluationOrganization> {
    requireAdmin(ctx);
    const evaluationOrganization = await findOr404(ctx.em, EvaluationOrganization, id, NOT_FOUND);
    const input = await validateInput(updateEvaluationOrganizationSchema, rawInput);
    await this.ensureNumberFree(ctx, input.number, id);
    ctx.em.assign(evaluationOrganization, { name: input.name, number: input.number });
    if (input.password) evaluationOrganization.passwordHash = await hashPassword(input.password);
    await this.flushUnique(ctx, () => ctx.em.flush());
    return evaluationOrganization;
  }

  async delete(ctx: RequestContext, id: number): Promise<void> {
    requireAdmin(ctx);
    const evaluationOrganization = await findOr404(ctx.em, EvaluationOrganization, id, NOT_FOUND);
    await ctx.em.removeAndFlush(evaluationOrganization);
  }

  private async ensureNumberFree(ctx: RequestContext, number: string, exceptId?: number): Promise<void> {
    const taken = await ctx.em.count(EvaluationOrganization, {
      $and: [numberIs(number), exceptId ? { id: { $ne: exceptId } } : {}],
    });
    if (taken > 0) throw ValidationFailed({ number: [DUPLICATE] });
  }

  /** Two administrators saving the same number at once: the unique index decides, still a 422. */
  private async flushUnique(_ctx: RequestContext, flush: () => Promise<void>): Promise<void> {
    try {
      await flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw ValidationFailed({ number: [DUPLICATE] });
      throw error;
    }
  }
}

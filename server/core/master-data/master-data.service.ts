import type { EntityData, EntityName, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import type { RequestContext } from '../context.js';
import { findOr404, findPage, iterateAll, type ListOrder } from '../db/queries.js';
import { object } from 'yup';
import { pageField, type Page } from '../paging.js';
import { requireAdmin } from '../access.js';
import { validateInput } from '../validation.js';

/** The list filter of a table whose list has none but the page. */
export const pageOnlySchema = object({ page: pageField() });

/** What a master-data table is, for the shared service: its entity, order and 404 message. */
export interface MasterDataTable<T extends { id: number }> {
  entity: EntityName<T>;
  /** The 404 message of a missing row, e.g. 'ブランド事業者が見つかりません'. */
  notFound: string;
  /** The list's order, also the PDF's. */
  order: ListOrder<T>;
  /** Relations every read loads (e.g. a brand name's organization). */
  populate?: string[];
}

/**
 * The administrators' CRUD of one master-data table (brand names, shared passwords, evaluation
 * organizations, notices): list, export, get, create, update, delete, each refused to anyone but an
 * administrator. A table says what it is (`table`) and how validated input becomes its fields
 * (`fieldsFrom`); hooks cover the rest (`beforeDelete`, `save`).
 */
export abstract class MasterDataService<T extends { id: number }> {
  abstract readonly table: MasterDataTable<T>;

  /**
   * Validates the raw input of a create (`existing` undefined) or an update and returns the fields
   * to write (an update may leave some out: a blank password keeps the stored one); throws
   * ValidationFailed (422) on bad input. A create's schema requires every field the entity requires.
   */
  protected abstract fieldsFrom(ctx: RequestContext, rawInput: unknown, existing?: T): Promise<EntityData<T>>;

  /** One page of rows matching `where`, in the table's order. */
  protected async page(ctx: RequestContext, where: FilterQuery<T>, page: number): Promise<Page<T>> {
    requireAdmin(ctx);
    return findPage(ctx.em, this.table.entity, where, page, this.readOptions());
  }

  /** The page `rawFilter.page` asks for, of every row (for a table whose list has no other filter). */
  protected async pageOfAll(ctx: RequestContext, rawFilter: unknown): Promise<Page<T>> {
    requireAdmin(ctx);
    const { page } = await validateInput(pageOnlySchema, rawFilter);
    return this.page(ctx, {}, page);
  }

  /** The page `page` (1 when left out) of every row: the administrators' GraphQL list of a table without filters. */
  listPage(ctx: RequestContext, page: number | undefined): Promise<Page<T>> {
    return this.pageOfAll(ctx, { page });
  }

  /** Every row for the list's PDF, streamed in the list's order (a table with list filters adds its own). */
  exportRows(ctx: RequestContext): AsyncGenerator<T> {
    return this.rowsWhere(ctx, {});
  }

  /** Every row matching `where` for an export, streamed in batches in the list's order. */
  protected rowsWhere(ctx: RequestContext, where: FilterQuery<T>): AsyncGenerator<T> {
    requireAdmin(ctx);
    return iterateAll(ctx.em, this.table.entity, where, this.readOptions());
  }

  async get(ctx: RequestContext, id: number): Promise<T> {
    requireAdmin(ctx);
    return findOr404(ctx.em, this.table.entity, id, this.table.notFound, { populate: this.table.populate });
  }

  async create(ctx: RequestContext, rawInput: unknown): Promise<T> {
    requireAdmin(ctx);
    const row = ctx.em.create(this.table.entity, (await this.fieldsFrom(ctx, rawInput)) as RequiredEntityData<T>);
    await this.save(() => ctx.em.persistAndFlush(row));
    return row;
  }

  async update(ctx: RequestContext, id: number, rawInput: unknown): Promise<T> {
    requireAdmin(ctx);
    const row = await findOr404(ctx.em, this.table.entity, id, this.table.notFound);
    // MikroORM's assign() cannot resolve its parameter types for a generic entity.
    ctx.em.assign(row, (await this.fieldsFrom(ctx, rawInput, row)) as never);
    await this.save(() => ctx.em.flush());
    return row;
  }

  async delete(ctx: RequestContext, id: number): Promise<void> {
    requireAdmin(ctx);
    const row = await findOr404(ctx.em, this.table.entity, id, this.table.notFound);
    await this.beforeDelete(ctx, row);
    await ctx.em.removeAndFlush(row);
  }

  /** Refuses a delete the table cannot allow (e.g. rows still in use), with a Japanese message. */
  protected async beforeDelete(_ctx: RequestContext, _row: T): Promise<void> {}

  /** Writes a create or an update; a table may turn a database refusal into a 422 here. */
  protected async save(flush: () => Promise<void>): Promise<void> {
    await flush();
  }

  private readOptions() {
    return { orderBy: this.table.order, populate: this.table.populate };
  }
}

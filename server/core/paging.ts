import { ArgsType, Field, Int, InterfaceType, ObjectType, type ClassType } from 'type-graphql';
import { integer } from './validation.js';

/** Lists are paged in SQL, 25 rows a page, page 1 first (SPEC §9). */
export const PAGE_SIZE = 25;
export const MAX_PAGE = 100_000;

export const pageField = () =>
  integer('ページ番号は数値で指定してください')
    .integer('ページ番号は整数で指定してください')
    .min(1, 'ページ番号は1以上で指定してください')
    .max(MAX_PAGE, 'ページ番号が大きすぎます')
    .default(1);

export function pageWindow(page: number, pageSize = PAGE_SIZE) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** The optional `page` argument (from 1) of a GraphQL list query. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true }) page?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Where a page stands in its list: every GraphQL page type implements it, so the web asks for it once. */
@InterfaceType('Paged', {
  description: 'One page of a list: how many items match, and which page of what size this is.',
})
export abstract class Paged {
  @Field(() => Int, { description: 'Items matching the list query, on every page' }) total!: number;
  @Field(() => Int, { description: 'Page number, from 1' }) page!: number;
  @Field(() => Int, { description: 'Items per page' }) pageSize!: number;
}

/** A GraphQL page type for one item type: `{ items, total, page, pageSize }`. */
export function PageType<T extends object>(name: string, itemType: ClassType<T>) {
  @ObjectType(name, { implements: Paged })
  class PageOfItems extends Paged {
    @Field(() => [itemType]) items!: T[];
  }
  return PageOfItems;
}

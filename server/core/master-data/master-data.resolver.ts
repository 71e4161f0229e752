import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { Role } from '../domain.js';
import { PageArgs, PageType } from '../paging.js';
import type { MasterDataService } from './master-data.service.js';

/** `BrandName` → `brandName`. */
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * The administrators' GraphQL operations on one master-data table, named after its type:
 * `brandName(id)`, `createBrandName(input)`, `updateBrandName(id, input)`, `deleteBrandName(id)`.
 * A table's resolver extends this (naming its service class, which `this.service` then is) and
 * adds its list query (lists differ: filters, choices).
 */
export function MasterDataResolver<
  T extends { id: number },
  Input extends object,
  Service extends MasterDataService<T> = MasterDataService<T>,
>(type: ClassType<T>, input: ClassType<Input>, typeName = type.name) {
  @Resolver()
  abstract class MasterDataResolverBase {
    constructor(protected readonly service: Service) {}

    @Authorized(Role.admin)
    @Query(() => type, { name: lowerFirst(typeName) })
    one(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<T> {
      return this.service.get(ctx, id);
    }

    @Authorized(Role.admin)
    @Mutation(() => type, { name: `create${typeName}` })
    create(@Arg('input', () => input) value: Input, @Ctx() ctx: RequestContext): Promise<T> {
      return this.service.create(ctx, value);
    }

    @Authorized(Role.admin)
    @Mutation(() => type, { name: `update${typeName}` })
    update(
      @Arg('id', () => Int) id: number,
      @Arg('input', () => input) value: Input,
      @Ctx() ctx: RequestContext,
    ): Promise<T> {
      return this.service.update(ctx, id, value);
    }

    @Authorized(Role.admin)
    @Mutation(() => Boolean, { name: `delete${typeName}` })
    async remove(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<boolean> {
      await this.service.delete(ctx, id);
      return true;
    }
  }
  return MasterDataResolverBase;
}

/** The administrators' list query of a table without filters: its name and description. */
export interface MasterDataListQuery {
  name: string;
  description: string;
}

/**
 * MasterDataResolver with the table's list query: `{name}(page)`, a `{Type}Page` of 25 rows in the
 * table's order, for administrators.
 */
export function PagedMasterDataResolver<
  T extends { id: number },
  Input extends object,
  Service extends MasterDataService<T> = MasterDataService<T>,
>(type: ClassType<T>, input: ClassType<Input>, list: MasterDataListQuery) {
  const pageType = PageType(`${type.name}Page`, type);

  @Resolver()
  abstract class PagedMasterDataResolverBase extends MasterDataResolver<T, Input, Service>(type, input) {
    @Authorized(Role.admin)
    @Query(() => pageType, list)
    list(@Args() { page }: PageArgs, @Ctx() ctx: RequestContext) {
      return this.service.listPage(ctx, page);
    }
  }
  return PagedMasterDataResolverBase;
}

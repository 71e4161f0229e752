import { Args, Authorized, Ctx, Query, Resolver, type ClassType } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { Role } from '../domain.js';
import { CrudResolver } from '../graphql/crud-resolver.js';
import { PageArgs, PageType } from '../paging.js';
import type { MasterDataService } from './master-data.service.js';

/**
 * The administrators' GraphQL operations on one master-data table (CrudResolver, every operation
 * for administrators only). A table's resolver extends this and adds its list query (lists differ:
 * filters, choices).
 */
export function MasterDataResolver<
  T extends { id: number },
  Input extends object,
  Service extends MasterDataService<T> = MasterDataService<T>,
>(type: ClassType<T>, input: ClassType<Input>) {
  return CrudResolver<T, Input, Service>(type, input, { readRoles: [Role.admin], writeRoles: [Role.admin] });
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

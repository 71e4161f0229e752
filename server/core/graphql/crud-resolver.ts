import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import type { RequestContext } from '../context.js';
import type { Role } from '../domain.js';

/** What a CRUD resolver calls: a service that validates raw input and checks the viewer itself. */
export interface CrudService<T> {
  get(ctx: RequestContext, id: number): Promise<T>;
  create(ctx: RequestContext, rawInput: unknown): Promise<T>;
  update(ctx: RequestContext, id: number, rawInput: unknown): Promise<T>;
  delete(ctx: RequestContext, id: number): Promise<void>;
}

/** Who may call a CRUD resolver's operations, and how the schema describes them. */
export interface CrudResolverOptions<UpdateInput extends object> {
  /** The roles of `{type}(id)`; [] lets anyone signed in ask (the service still decides). */
  readRoles: readonly Role[];
  /** The roles of the create, update and delete mutations. */
  writeRoles: readonly Role[];
  /** The update's input type, when it is not the create's. */
  updateInput?: ClassType<UpdateInput>;
  /** The schema's description of each operation, where it has one. */
  descriptions?: Partial<Record<'one' | 'create' | 'update' | 'delete', string>>;
}

/** `BrandName` → `brandName`. */
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * The GraphQL operations on one kind of row, named after its type: `brandName(id)`,
 * `createBrandName(input)`, `updateBrandName(id, input)`, `deleteBrandName(id)`. A resolver extends
 * this (naming its service class, which `this.service` then is) and adds its other operations.
 */
export function CrudResolver<
  T extends { id: number },
  Input extends object,
  Service extends CrudService<T> = CrudService<T>,
  UpdateInput extends object = Input,
>(type: ClassType<T>, input: ClassType<Input>, options: CrudResolverOptions<UpdateInput>) {
  const typeName = type.name;
  const updateInput = options.updateInput ?? (input as unknown as ClassType<UpdateInput>);
  const { readRoles, writeRoles, descriptions = {} } = options;

  @Resolver()
  abstract class CrudResolverBase {
    constructor(protected readonly service: Service) {}

    @Authorized(readRoles)
    @Query(() => type, { name: lowerFirst(typeName), description: descriptions.one })
    one(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<T> {
      return this.service.get(ctx, id);
    }

    @Authorized(writeRoles)
    @Mutation(() => type, { name: `create${typeName}`, description: descriptions.create })
    create(@Arg('input', () => input) value: Input, @Ctx() ctx: RequestContext): Promise<T> {
      return this.service.create(ctx, value);
    }

    @Authorized(writeRoles)
    @Mutation(() => type, { name: `update${typeName}`, description: descriptions.update })
    update(
      @Arg('id', () => Int) id: number,
      @Arg('input', () => updateInput) value: UpdateInput,
      @Ctx() ctx: RequestContext,
    ): Promise<T> {
      return this.service.update(ctx, id, value);
    }

    @Authorized(writeRoles)
    @Mutation(() => Boolean, { name: `delete${typeName}`, description: descriptions.delete })
    async remove(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<boolean> {
      await this.service.delete(ctx, id);
      return true;
    }
  }
  return CrudResolverBase;
}

import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { LoginInput } from './auth.inputs.js';
import { ViewerType } from './viewer-graphql.dto.js';
import type { AuthService } from './auth.service.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly authService: AuthService) {}

  @Query(() => ViewerType, { nullable: true, description: 'The signed-in viewer, or null.' })
  me(@Ctx() ctx: RequestContext): ViewerType | null {
    return this.authService.me(ctx);
  }

  @Mutation(() => ViewerType, { description: 'Signs in with email, password and edition (house | building).' })
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: RequestContext): Promise<ViewerType> {
    return this.authService.login(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Ends the current session on the server.' })
  logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    return this.authService.logout(ctx);
  }
}

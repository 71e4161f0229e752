import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { PasswordResetInput, PasswordResetRequestInput } from './password-reset.inputs.js';
import type { PasswordResetService } from './password-reset.service.js';

@Resolver()
export class PasswordResetResolver {
  constructor(private readonly passwordResetService: PasswordResetService) {}

  @Mutation(() => String, {
    description: 'Mails a reset link when the address is registered; the answer is the same either way.',
  })
  requestPasswordReset(
    @Arg('input', () => PasswordResetRequestInput) input: PasswordResetRequestInput,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return this.passwordResetService.request(ctx, input);
  }

  @Mutation(() => String, { description: 'Sets a new password with the token from the reset mail.' })
  resetPassword(
    @Arg('input', () => PasswordResetInput) input: PasswordResetInput,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return this.passwordResetService.reset(ctx, input);
  }
}

import { Field, InputType } from 'type-graphql';
import { object, string } from 'yup';
import { Edition } from '../../core/domain.js';
import { secret } from '../../core/validation.js';
import { emailField, passwordConfirmationField, passwordField } from '../users/user.inputs.js';
import { EDITION_MESSAGE } from './auth.inputs.js';

const edition = () =>
  string().typeError(EDITION_MESSAGE).required(EDITION_MESSAGE).oneOf(Object.values(Edition), EDITION_MESSAGE);

export const INVALID_RESET_TOKEN =
  'パスワード再設定用のリンクが無効か、有効期限が切れています。もう一度お手続きください';

export const resetRequestSchema = object({ email: emailField(), type: edition() });

export const resetSchema = object({
  email: emailField(),
  password: passwordField(),
  passwordConfirmation: passwordConfirmationField(),
  token: secret(INVALID_RESET_TOKEN, { label: 'パスワード再設定用のリンク' })
    .required(INVALID_RESET_TOKEN)
    .max(200, INVALID_RESET_TOKEN),
  type: edition(),
});

@InputType()
export class PasswordResetRequestInput {
  @Field() email!: string;
  @Field(() => Edition) type!: Edition;
}

/** The reset itself: the request's email and edition, with the new password and the mailed token. */
@InputType()
export class PasswordResetInput extends PasswordResetRequestInput {
  @Field() password!: string;
  @Field() passwordConfirmation!: string;
  @Field() token!: string;
}

import { Field, InputType } from 'type-graphql';
import { object, string } from 'yup';
import { secret, text } from '../../core/validation.js';
import { Edition } from '../../core/domain.js';
import { SPEC_MESSAGES } from '../../rules/contact-fields.js';

export const EDITION_MESSAGE = '種別は house または building を指定してください';

export const loginSchema = object({
  email: text(SPEC_MESSAGES.emailRequired)
    .required(SPEC_MESSAGES.emailRequired)
    .max(255, 'メールアドレスは255文字以内で入力してください'),
  password: secret(SPEC_MESSAGES.passwordRequired)
    .required(SPEC_MESSAGES.passwordRequired)
    .max(1024, 'パスワードが長すぎます'),
  type: string().typeError(EDITION_MESSAGE).required(EDITION_MESSAGE).oneOf(Object.values(Edition), EDITION_MESSAGE),
});

@InputType()
export class LoginInput {
  @Field() email!: string;
  @Field() password!: string;
  @Field(() => Edition) type!: Edition;
}

import { Field, InputType } from 'type-graphql';
import { object } from 'yup';
import { secret, text } from '../../core/validation.js';
import { confirmsEmailRule, confirmsRule } from '../../rules/confirmation.js';
import {
  divisionRule,
  emailRule,
  passwordLengthRule,
  personNameRule,
  SPEC_MESSAGES,
  telRule,
} from '../../rules/contact-fields.js';

/** Exact messages of SPEC §5 (email, password) and the same style for the rest. */
export const USER_MESSAGES = {
  emailRequired: SPEC_MESSAGES.emailRequired,
  emailMismatch: SPEC_MESSAGES.emailMismatch,
  emailTaken: 'このメールアドレスは既に登録されています',
  passwordRequired: SPEC_MESSAGES.passwordRequired,
  passwordMismatch: SPEC_MESSAGES.passwordMismatch,
  oldPasswordRequired: SPEC_MESSAGES.oldPasswordRequired,
  oldPasswordWrong: '現在のパスワードが正しくありません',
  ownPasswordHere: 'ご自身のパスワードはパスワード変更画面で変更してください',
  currentPasswordRequired: SPEC_MESSAGES.currentPasswordForEmail,
} as const;

export const passwordField = (requiredMessage: string = USER_MESSAGES.passwordRequired) =>
  passwordLengthRule(secret(requiredMessage).required(requiredMessage));

/** The password typed again (SPEC §5 mismatch message); `field` names the password it confirms. */
export const passwordConfirmationField = (field = 'password') =>
  confirmsRule(
    field,
    USER_MESSAGES.passwordMismatch,
  )(secret(USER_MESSAGES.passwordMismatch, { label: '確認用パスワード' }));

export const emailField = () => emailRule(text(USER_MESSAGES.emailRequired));

export const userProfileFields = {
  division: divisionRule(text('部署名は文字列で入力してください')).default(''),
  name: personNameRule(text('担当者名を入力してください')),
  tel: telRule(text('電話番号を入力してください')),
  email: emailField(),
  emailConfirmation: confirmsEmailRule(USER_MESSAGES.emailMismatch)(
    text(USER_MESSAGES.emailMismatch, { label: '確認用メールアドレス' }),
  ),
};

/** A new user: profile, email + confirmation, password + confirmation. */
export const userCreateSchema = object({
  ...userProfileFields,
  password: passwordField(),
  passwordConfirmation: passwordConfirmationField('password'),
});

/**
 * Editing a user: the password is changed only when one is given. Editing oneself, the password
 * is not accepted here (the password change screen asks for the old one) and a new email needs
 * currentPassword (UsersService.update).
 */
export const userUpdateSchema = object({
  ...userProfileFields,
  currentPassword: secret(USER_MESSAGES.oldPasswordRequired, { label: '現在のパスワード' })
    .max(1024, USER_MESSAGES.oldPasswordWrong)
    .optional(),
  password: passwordLengthRule(
    secret(USER_MESSAGES.passwordRequired).transform((value: unknown) =>
      value === '' || value === null ? undefined : value,
    ),
  ).optional(),
  passwordConfirmation: passwordConfirmationField('password'),
});

/** PUT /users/{id}/password: the old password, then the new one with the checks of SPEC §5. */
export const passwordChangeSchema = object({
  oldPassword: secret(USER_MESSAGES.oldPasswordRequired, { label: '現在のパスワード' })
    .required(USER_MESSAGES.oldPasswordRequired)
    .max(1024, USER_MESSAGES.oldPasswordWrong),
  newPassword: passwordField(),
  newPasswordConfirmation: passwordConfirmationField('newPassword'),
});

/** The contact fields a user's create and edit forms share (each input adds its password fields). */
@InputType() // a base only: no field takes it, so the schema does not list it
abstract class UserContactInput {
  @Field({ nullable: true }) division?: string;
  @Field() name!: string;
  @Field() tel!: string;
  @Field() email!: string;
  @Field() emailConfirmation!: string;
}

@InputType({ description: 'A user of an organization (create).' })
export class UserInput extends UserContactInput {
  @Field() password!: string;
  @Field() passwordConfirmation!: string;
}

@InputType({ description: 'A user of an organization (edit); the password changes only when given.' })
export class UserUpdateInput extends UserContactInput {
  @Field({
    nullable: true,
    description: "Another user's new password; one's own changes only with changePassword (old password).",
  })
  password?: string;
  @Field({ nullable: true }) passwordConfirmation?: string;
  @Field({
    nullable: true,
    description: "Editing oneself: one's current password, required to change one's own email.",
  })
  currentPassword?: string;
}

@InputType()
export class PasswordChangeInput {
  @Field() oldPassword!: string;
  @Field() newPassword!: string;
  @Field() newPasswordConfirmation!: string;
}

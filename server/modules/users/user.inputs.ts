import { Field, InputType } from 'type-graphql';
import { object } from 'yup';
import { secret, text } from '../../core/validation.js';

/** Exact messages of SPEC §5 (email, password) and the same style for the rest. */
export const USER_MESSAGES = {
  emailRequired: 'メールアドレスを入力してください',
  emailMismatch: 'メールアドレスが確認用メールアドレスと一致しません',
  emailTaken: 'このメールアドレスは既に登録されています',
  passwordRequired: 'パスワードを入力してください',
  passwordMismatch: 'パスワードが確認用パスワードと一致しません',
  oldPasswordRequired: '現在のパスワードを入力してください',
  oldPasswordWrong: '現在のパスワードが正しくありません',
  ownPasswordHere: 'ご自身のパスワードはパスワード変更画面で変更してください',
  currentPasswordRequired: 'メールアドレスを変更するには現在のパスワードを入力してください',
} as const;

export const PASSWORD_MIN = 8;

const PASSWORD_TOO_SHORT = `パスワードは${PASSWORD_MIN}文字以上で入力してください`;
/** Minimum length, silent on an empty value (the "required" message says enough then). */
const longEnough = (value: string | undefined) => !value || value.length >= PASSWORD_MIN;

export const passwordField = (requiredMessage: string = USER_MESSAGES.passwordRequired) =>
  secret(requiredMessage)
    .required(requiredMessage)
    .test('min', PASSWORD_TOO_SHORT, longEnough)
    .max(255, 'パスワードは255文字以内で入力してください');

export const emailField = () =>
  text(USER_MESSAGES.emailRequired)
    .required(USER_MESSAGES.emailRequired)
    .max(255, 'メールアドレスは255文字以内で入力してください')
    .email('メールアドレスの形式が正しくありません');

const TEL = /^[0-9()+\- ]{1,32}$/;

export const userProfileFields = {
  division: text('部署名は文字列で入力してください').max(255, '部署名は255文字以内で入力してください').default(''),
  name: text('担当者名を入力してください').required('担当者名を入力してください').max(255, '担当者名は255文字以内で入力してください'),
  tel: text('電話番号を入力してください')
    .required('電話番号を入力してください')
    .matches(TEL, { message: '電話番号は半角数字とハイフンで入力してください', excludeEmptyString: true }),
  email: emailField(),
  emailConfirmation: text(USER_MESSAGES.emailMismatch, { label: '確認用メールアドレス' }).test('same', USER_MESSAGES.emailMismatch, function (value) {
    return (value ?? '').toLowerCase() === String((this.parent as { email?: unknown }).email ?? '').toLowerCase();
  }),
};

/** A new user: profile, email + confirmation, password + confirmation. */
export const userCreateSchema = object({
  ...userProfileFields,
  password: passwordField(),
  passwordConfirmation: secret(USER_MESSAGES.passwordMismatch, { label: '確認用パスワード' }).test('same', USER_MESSAGES.passwordMismatch, function (value) {
    return (value ?? '') === ((this.parent as { password?: string }).password ?? '');
  }),
});

/**
 * Editing a user: the password is changed only when one is given. Editing oneself, the password
 * is not accepted here (the password change screen asks for the old one) and a new email needs
 * currentPassword (UsersService.update).
 */
export const userUpdateSchema = object({
  ...userProfileFields,
  currentPassword: secret(USER_MESSAGES.oldPasswordRequired, { label: '現在のパスワード' }).max(1024, USER_MESSAGES.oldPasswordWrong).optional(),
  password: secret(USER_MESSAGES.passwordRequired)
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .test('min', PASSWORD_TOO_SHORT, longEnough)
    .max(255, 'パスワードは255文字以内で入力してください')
    .optional(),
  passwordConfirmation: secret(USER_MESSAGES.passwordMismatch, { label: '確認用パスワード' }).test('same', USER_MESSAGES.passwordMismatch, function (value) {
    return (value ?? '') === ((this.parent as { password?: string }).password ?? '');
  }),
});

/** PUT /users/{id}/password: the old password, then the new one with the checks of SPEC §5. */
export const passwordChangeSchema = object({
  oldPassword: secret(USER_MESSAGES.oldPasswordRequired, { label: '現在のパスワード' }).required(USER_MESSAGES.oldPasswordRequired).max(1024, USER_MESSAGES.oldPasswordWrong),
  newPassword: passwordField(),
  newPasswordConfirmation: secret(USER_MESSAGES.passwordMismatch, { label: '確認用パスワード' }).test('same', USER_MESSAGES.passwordMismatch, function (value) {
    return (value ?? '') === ((this.parent as { newPassword?: string }).newPassword ?? '');
  }),
});

@InputType({ description: 'A user of an organization (create).' })
export class UserInput {
  @Field({ nullable: true }) division?: string;
  @Field() name!: string;
  @Field() tel!: string;
  @Field() email!: string;
  @Field() emailConfirmation!: string;
  @Field() password!: string;
  @Field() passwordConfirmation!: string;
}

@InputType({ description: 'A user of an organization (edit); the password changes only when given.' })
export class UserUpdateInput {
  @Field({ nullable: true }) division?: string;
  @Field() name!: string;
  @Field() tel!: string;
  @Field() email!: string;
  @Field() emailConfirmation!: string;
  @Field({ nullable: true, description: "Another user's new password; one's own changes only with changePassword (old password)." }) password?: string;
  @Field({ nullable: true }) passwordConfirmation?: string;
  @Field({ nullable: true, description: "Editing oneself: one's current password, required to change one's own email." }) currentPassword?: string;
}

@InputType()
export class PasswordChangeInput {
  @Field() oldPassword!: string;
  @Field() newPassword!: string;
  @Field() newPasswordConfirmation!: string;
}

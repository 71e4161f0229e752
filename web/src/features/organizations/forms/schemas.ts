import * as yup from 'yup';

/** SPEC §5 messages to the letter; the other fields in the same style (the server checks again). */
export const MESSAGES = {
  zipMismatch: 'ファイルアップロード用パスワードが確認用ファイルアップロード用パスワードと一致しません',
  newZipRequired: '新パスワードを入力してください',
  newZipMismatch: '新パスワードが確認用新パスワードと一致しません',
  emailRequired: 'メールアドレスを入力してください',
  emailMismatch: 'メールアドレスが確認用メールアドレスと一致しません',
  passwordRequired: 'パスワードを入力してください',
  passwordMismatch: 'パスワードが確認用パスワードと一致しません',
} as const;

export interface OrganizationProfileValues {
  name: string;
  postcode: string;
  address: string;
  tel: string;
  belongTo: string;
  message: string;
  type: string;
}

export interface RegistrationOrganizationValues extends OrganizationProfileValues {
  zipPassword: string;
  zipPasswordConfirmation: string;
}

export interface UserValues {
  division: string;
  name: string;
  tel: string;
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
  /** Editing oneself: the current password, needed to change one's own email (the server checks it). */
  currentPassword?: string;
}

/** SPEC §3: the registration form starts with every field an empty string; belong_to "0". */
export const EMPTY_PROFILE: OrganizationProfileValues = { name: '', postcode: '', address: '', tel: '', belongTo: '0', message: '', type: '' };
export const EMPTY_REGISTRATION_ORGANIZATION: RegistrationOrganizationValues = { ...EMPTY_PROFILE, zipPassword: '', zipPasswordConfirmation: '' };
export const EMPTY_USER: UserValues = { division: '', name: '', tel: '', email: '', emailConfirmation: '', password: '', passwordConfirmation: '' };

const sameAs = (field: string, message: string) => yup.string().test('same', message, function (value) {
  return (value ?? '') === ((this.parent as Record<string, string | undefined>)[field] ?? '');
});

export const profileSchema = yup.object({
  name: yup.string().trim().required('事業者名を入力してください'),
  postcode: yup.string().trim().required('郵便番号を入力してください').matches(/^[0-9]{3}-?[0-9]{4}$/, { message: '郵便番号は「123-4567」の形式で入力してください', excludeEmptyString: true }),
  address: yup.string().trim().required('住所を入力してください'),
  tel: yup.string().trim().required('電話番号を入力してください').matches(/^[0-9()+\- ]{1,32}$/, { message: '電話番号は半角数字とハイフンで入力してください', excludeEmptyString: true }),
  belongTo: yup.string().required('協会への所属を選択してください'),
  message: yup.string(),
  type: yup.string().required('事業者区分を選択してください').oneOf(['1', '2'], '事業者区分を選択してください'),
});

export const registrationOrganizationSchema = profileSchema.shape({
  zipPassword: yup.string().required('ファイルアップロード用パスワードを入力してください'),
  zipPasswordConfirmation: sameAs('zipPassword', MESSAGES.zipMismatch),
});

const userBase = {
  division: yup.string(),
  name: yup.string().trim().required('担当者名を入力してください'),
  tel: yup.string().trim().required('電話番号を入力してください').matches(/^[0-9()+\- ]{1,32}$/, { message: '電話番号は半角数字とハイフンで入力してください', excludeEmptyString: true }),
  email: yup.string().trim().required(MESSAGES.emailRequired).email('メールアドレスの形式が正しくありません'),
  emailConfirmation: yup.string().test('same', MESSAGES.emailMismatch, function (value) {
    return (value ?? '').trim().toLowerCase() === String((this.parent as { email?: string }).email ?? '').trim().toLowerCase();
  }),
};

const passwordMin = (value: string | undefined) => !value || value.length >= 8;

export const userCreateSchema = yup.object({
  ...userBase,
  password: yup.string().required(MESSAGES.passwordRequired).test('min', 'パスワードは8文字以上で入力してください', passwordMin),
  passwordConfirmation: sameAs('password', MESSAGES.passwordMismatch),
});

/** Editing: the password changes only when one is typed. */
export const userUpdateSchema = yup.object({
  ...userBase,
  password: yup.string().test('min', 'パスワードは8文字以上で入力してください', passwordMin),
  passwordConfirmation: sameAs('password', MESSAGES.passwordMismatch),
});

const sameEmail = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Editing oneself: no password here (the password change screen asks for the old one); a new email
 * needs the current password.
 */
export const userSelfUpdateSchema = (currentEmail: string) =>
  yup.object({
    ...userBase,
    currentPassword: yup.string().test('required-for-email', 'メールアドレスを変更するには現在のパスワードを入力してください', function (value) {
      return Boolean(value) || sameEmail((this.parent as { email?: string }).email, currentEmail);
    }),
  });

export const registrationSchema = yup.object({ organization: registrationOrganizationSchema, user: userCreateSchema });

export const zipPasswordSchema = yup.object({
  oldZipPassword: yup.string().required('現在のファイルアップロード用パスワードを入力してください'),
  newZipPassword: yup.string().required(MESSAGES.newZipRequired),
  newZipPasswordConfirmation: sameAs('newZipPassword', MESSAGES.newZipMismatch),
});

/** Password change: the same checks as the user password, for the new password (SPEC §5). */
export const passwordChangeSchema = yup.object({
  password: yup.string().required('現在のパスワードを入力してください'),
  newPassword: yup.string().required(MESSAGES.passwordRequired).test('min', 'パスワードは8文字以上で入力してください', passwordMin),
  newPasswordConfirmation: sameAs('newPassword', MESSAGES.passwordMismatch),
});

export const passwordResetSchema = yup.object({
  email: yup.string().trim().required(MESSAGES.emailRequired).email('メールアドレスの形式が正しくありません'),
  password: yup.string().required(MESSAGES.passwordRequired).test('min', 'パスワードは8文字以上で入力してください', passwordMin),
  passwordConfirmation: sameAs('password', MESSAGES.passwordMismatch),
});

export const passwordEmailSchema = yup.object({
  email: yup.string().trim().required(MESSAGES.emailRequired).email('メールアドレスの形式が正しくありません'),
});

/** Form values → GraphQL input (type is a number; strings trimmed as the server would). */
export function profileInput(values: OrganizationProfileValues) {
  return {
    name: values.name.trim(),
    postcode: values.postcode.trim(),
    address: values.address.trim(),
    tel: values.tel.trim(),
    belongTo: values.belongTo,
    message: values.message,
    type: Number(values.type),
  };
}

export function userInput(values: UserValues) {
  return {
    division: values.division.trim(),
    name: values.name.trim(),
    tel: values.tel.trim(),
    email: values.email.trim(),
    emailConfirmation: values.emailConfirmation.trim(),
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
  };
}

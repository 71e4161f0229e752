import * as yup from 'yup';

export interface LoginValues {
  email: string;
  password: string;
}

export const INITIAL_LOGIN_VALUES: LoginValues = { email: '', password: '' };

/** SPEC §5 messages, to the letter. */
export const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  email: yup.string().trim().required('メールアドレスを入力してください'),
  password: yup.string().required('パスワードを入力してください'),
});

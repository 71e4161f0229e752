import * as yup from 'yup';

export interface EvaluationOrganizationValues {
  name: string;
  number: string;
  password: string;
  passwordConfirmation: string;
}

export const EMPTY_EVALUATION_ORGANIZATION: EvaluationOrganizationValues = {
  name: '',
  number: '',
  password: '',
  passwordConfirmation: '',
};

/** SPEC §5 password messages, to the letter. */
export const PASSWORD_REQUIRED = 'パスワードを入力してください';
export const PASSWORD_MISMATCH = 'パスワードが確認用パスワードと一致しません';

/** Create requires the password; edit keeps the stored one when both are left blank. */
export function evaluationOrganizationSchema(mode: 'create' | 'edit'): yup.ObjectSchema<EvaluationOrganizationValues> {
  const password = yup
    .string()
    .default('')
    .max(255, 'パスワードは255文字以内で入力してください')
    .test('min', 'パスワードは8文字以上で入力してください', (value) => !value || value.length >= 8);
  return yup.object({
    name: yup
      .string()
      .trim()
      .required('評価機関名を入力してください')
      .max(255, '評価機関名は255文字以内で入力してください'),
    number: yup
      .string()
      .trim()
      .required('評価機関番号を入力してください')
      .max(64, '評価機関番号は64文字以内で入力してください')
      .matches(/^[0-9A-Za-z-]+$/, {
        message: '評価機関番号は半角英数字とハイフンで入力してください',
        excludeEmptyString: true,
      }),
    password: mode === 'create' ? password.required(PASSWORD_REQUIRED) : password,
    passwordConfirmation: (mode === 'create'
      ? yup.string().default('').required('確認用パスワードを入力してください')
      : yup.string().default('')
    ).test('matches', PASSWORD_MISMATCH, function (value) {
      const confirmation = value ?? '';
      if (mode === 'create' && confirmation === '') return true;
      return confirmation === ((this.parent as EvaluationOrganizationValues).password ?? '');
    }),
  });
}

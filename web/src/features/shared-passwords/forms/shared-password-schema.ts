import * as yup from 'yup';

export interface SharedPasswordValues {
  name: string;
  zipPassword: string;
  zipPasswordConfirmation: string;
  note: string;
}

export const EMPTY_SHARED_PASSWORD: SharedPasswordValues = {
  name: '',
  zipPassword: '',
  zipPasswordConfirmation: '',
  note: '',
};

const ZIP = 'ファイルアップロード用パスワード';
export const ZIP_MISMATCH = `${ZIP}が確認用${ZIP}と一致しません`;

/** Create requires the password; edit keeps the stored one when both are left blank. */
export function sharedPasswordSchema(mode: 'create' | 'edit'): yup.ObjectSchema<SharedPasswordValues> {
  const password = yup.string().default('').max(255, `${ZIP}は255文字以内で入力してください`);
  return yup.object({
    name: yup.string().trim().required('名称を入力してください').max(255, '名称は255文字以内で入力してください'),
    zipPassword: mode === 'create' ? password.required(`${ZIP}を入力してください`) : password,
    zipPasswordConfirmation: (mode === 'create'
      ? yup.string().default('').required(`確認用${ZIP}を入力してください`)
      : yup.string().default('')
    ).test('matches', ZIP_MISMATCH, function (value) {
      const confirmation = value ?? '';
      // An empty confirmation on create is reported by `required` alone.
      if (mode === 'create' && confirmation === '') return true;
      return confirmation === ((this.parent as SharedPasswordValues).zipPassword ?? '');
    }),
    note: yup.string().default('').max(2000, '備考は2000文字以内で入力してください'),
  });
}

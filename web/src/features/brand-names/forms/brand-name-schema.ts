import * as yup from 'yup';

export interface BrandNameValues {
  name: string;
  organizationId: string;
  note: string;
}

export const EMPTY_BRAND_NAME: BrandNameValues = { name: '', organizationId: '', note: '' };

/** The server's rules and messages (server/modules/brand-names/brand-name.inputs.ts). */
export const brandNameSchema: yup.ObjectSchema<BrandNameValues> = yup.object({
  name: yup
    .string()
    .trim()
    .required('ブランド名を入力してください')
    .max(255, 'ブランド名は255文字以内で入力してください'),
  organizationId: yup.string().required('事業者を選択してください'),
  note: yup.string().default('').max(2000, '備考は2000文字以内で入力してください'),
});

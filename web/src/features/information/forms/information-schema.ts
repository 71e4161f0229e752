import * as yup from 'yup';
import type { InformationShowType } from '@/generated/graphql';
import { SHOW_TYPES, toLocalInput } from '../show-types';

export interface InformationValues {
  title: string;
  body: string;
  showType: InformationShowType | '';
  /** datetime-local value in the browser's time zone */
  publishedAt: string;
}

export const emptyInformation = (): InformationValues => ({
  title: '',
  body: '',
  showType: '',
  publishedAt: toLocalInput(new Date().toISOString()),
});

/** The server's rules and messages (server/modules/information/information.inputs.ts). */
export const informationSchema: yup.ObjectSchema<InformationValues> = yup.object({
  title: yup.string().trim().required('タイトルを入力してください').max(255, 'タイトルは255文字以内で入力してください'),
  body: yup.string().trim().required('本文を入力してください').max(10_000, '本文は10000文字以内で入力してください'),
  showType: yup
    .mixed<InformationShowType | ''>()
    .required('表示先を選択してください')
    .test('known', '表示先を選択してください', (value) => (SHOW_TYPES as string[]).includes(value ?? '')),
  publishedAt: yup
    .string()
    .required('公開日時を入力してください')
    .test('valid', '公開日時の形式が正しくありません', (value) => !value || !Number.isNaN(new Date(value).getTime())),
});

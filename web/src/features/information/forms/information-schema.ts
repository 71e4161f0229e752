import * as yup from 'yup';
import { informationBodyRule, informationTitleRule, MASTER_MESSAGES } from '@rules/master-data-fields';
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

/** The server's rules and messages (server/rules/master-data-fields.ts). */
export const informationSchema: yup.ObjectSchema<InformationValues> = yup.object({
  title: informationTitleRule(yup.string().trim()),
  body: informationBodyRule(yup.string().trim()),
  showType: yup
    .mixed<InformationShowType | ''>()
    .required(MASTER_MESSAGES.showType)
    .test('known', MASTER_MESSAGES.showType, (value) => (SHOW_TYPES as string[]).includes(value ?? '')),
  publishedAt: yup
    .string()
    .required(MASTER_MESSAGES.publishedAtRequired)
    .test('valid', MASTER_MESSAGES.publishedAtInvalid, (value) => !value || !Number.isNaN(new Date(value).getTime())),
});

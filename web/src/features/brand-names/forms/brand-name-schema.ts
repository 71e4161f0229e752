import * as yup from 'yup';
import { brandNameRule, MASTER_MESSAGES, noteRule } from '@rules/master-data-fields';

export interface BrandNameValues {
  name: string;
  organizationId: string;
  note: string;
}

export const EMPTY_BRAND_NAME: BrandNameValues = { name: '', organizationId: '', note: '' };

/** The server's rules and messages (server/rules/master-data-fields.ts). */
export const brandNameSchema: yup.ObjectSchema<BrandNameValues> = yup.object({
  name: brandNameRule(yup.string().trim()),
  organizationId: yup.string().required(MASTER_MESSAGES.brandOrganization),
  note: noteRule(yup.string()).default(''),
});

import * as yup from 'yup';
import { linkCategoryCodeRule, linkMemoRule, linkUrlRule } from '@rules/link-fields';
import type { Edition, LinkFieldsFragment, LinkInput } from '@/generated/graphql';

export interface LinkFormValues {
  type: Edition;
  level1: string;
  level2: string;
  level3: string;
  categoryCode: string;
  url: string;
  forEvaluator: boolean;
  memo: string;
}

/** SPEC §9: the default link type is house. */
export const INITIAL_LINK_VALUES: LinkFormValues = {
  type: 'house',
  level1: '',
  level2: '',
  level3: '',
  categoryCode: '',
  url: '',
  forEvaluator: false,
  memo: '',
};

/** The server's link rules (server/rules): the form refuses what the server would, with the same words. */
export const linkSchema = yup.object({
  categoryCode: linkCategoryCodeRule(yup.string()),
  url: linkUrlRule(yup.string().trim()),
  memo: linkMemoRule(yup.string()),
});

export function toLinkInput(values: LinkFormValues): LinkInput {
  return {
    categoryCode: values.categoryCode,
    url: values.url.trim(),
    type: values.type,
    forEvaluator: values.forEvaluator,
    memo: values.forEvaluator ? values.memo : null,
  };
}

export function valuesFromLink(link: LinkFieldsFragment): LinkFormValues {
  return {
    type: link.type,
    level1: link.category.level1,
    level2: link.category.level2,
    level3: link.category.level3 ?? '',
    categoryCode: link.category.code,
    url: link.url,
    forEvaluator: link.forEvaluator,
    memo: link.memo ?? '',
  };
}

import type { AnySchema } from 'yup';
import { OPENAPI_TAGS, type RouteDescription } from '../rest/openapi/route-description.js';
import { objectOf, oneInList, ref } from '../rest/openapi/schema-parts.js';

/** How a master-data table is named in the /api document and answers. */
export interface MasterDataApiNames {
  /** English noun of one row, e.g. 'brand name' ('Brand names as PDF', 'Create a brand name'). */
  noun: string;
  /** Answer keys: the list's (`brand_names`, also the by-id answer's) and one row's (`brand_name`). */
  keys: [many: string, one: string];
  /** The components schema of one row, e.g. 'BrandName'. */
  schema: string;
  /** The validator of a create's and an update's body, or one for each. */
  body: AnySchema | { create: AnySchema; update: AnySchema };
  /** The export's filter, when it has one (the list's). */
  pdfQuery?: AnySchema;
}

/** 'a brand name', 'an evaluation organization'. */
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** A master-data table's answer keys and the descriptions of its export and row routes (addMasterDataRoutes). */
export interface MasterDataApi {
  keys: { many: string; one: string };
  pdf: RouteDescription;
  byId: RouteDescription;
  create: RouteDescription;
  update: RouteDescription;
  delete: RouteDescription;
}

export function masterDataApi(names: MasterDataApiNames): MasterDataApi {
  const { noun } = names;
  const [many, one] = names.keys;
  const keys = { many, one };
  const body = 'create' in names.body ? names.body : { create: names.body, update: names.body };
  const rowAnswer = objectOf({ [keys.one]: ref(names.schema) });
  return {
    keys,
    pdf: {
      tag: OPENAPI_TAGS.admin,
      summary: `${noun.charAt(0).toUpperCase()}${noun.slice(1)}s as PDF`,
      ...(names.pdfQuery ? { query: names.pdfQuery } : {}),
      response: 'PDF file',
      produces: 'application/pdf',
      gated: true,
    },
    byId: {
      tag: OPENAPI_TAGS.admin,
      summary: `One ${noun}`,
      response: `\`{${keys.many}: [${keys.one}]}\``,
      schema: oneInList(keys.many, names.schema),
    },
    create: {
      tag: OPENAPI_TAGS.admin,
      summary: `Create ${withArticle(noun)}`,
      body: body.create,
      response: `201 \`{${keys.one}}\``,
      schema: rowAnswer,
    },
    update: {
      tag: OPENAPI_TAGS.admin,
      summary: `Edit ${withArticle(noun)}`,
      body: body.update,
      response: `\`{${keys.one}}\``,
      schema: rowAnswer,
    },
    delete: { tag: OPENAPI_TAGS.admin, summary: `Delete ${withArticle(noun)}`, response: 'Empty (204)' },
  };
}

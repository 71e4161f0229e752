import type { AnySchema } from 'yup';
import type { RouteDescription } from './route-description.js';
import { objectOf, oneInList, ref } from './schema-parts.js';

/** How a resource with the usual row routes is named in the /api document and answers. */
export interface RowCrudApiNames {
  /** The document's section, one of OPENAPI_TAGS. */
  tag: string;
  /** English noun of one row, e.g. 'brand name' ('Create a brand name', 'One brand name'). */
  noun: string;
  /**
   * Answer keys: the list's (`brand_names`, also the by-id answer's) and one row's (`brand_name`);
   * by default the noun snake_cased, plural and singular.
   */
  keys?: [many: string, one: string];
  /** The components schema of one row, e.g. 'BrandName'; by default the noun in PascalCase. */
  schema?: string;
  /** The validator of a create's and an update's body, or one for each. */
  body: AnySchema | { create: AnySchema; update: AnySchema };
  /** The by-id route's summary when it says more than 'One {noun}' (who may read which row). */
  byIdSummary?: string;
}

/** A resource's answer keys and the descriptions of its row routes (addRowCrudRoutes, core/rest/row-crud-routes.ts). */
export interface RowCrudApi {
  keys: { many: string; one: string };
  byId: RouteDescription;
  create: RouteDescription;
  update: RouteDescription;
  delete: RouteDescription;
}

/** 'a brand name', 'an evaluation organization', 'a user' (no noun here starts with a vowel-sounding 'u'). */
const withArticle = (noun: string) => `${/^[aeio]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** 'brand name' → 'BrandName'. */
const pascalCase = (noun: string) => noun.replace(/(?:^|\s+)(\w)/g, (_, letter: string) => letter.toUpperCase());
/** 'brand name' → 'brand_name'. */
const snakeCase = (noun: string) => noun.replace(/\s+/g, '_');

/**
 * The descriptions of `GET {path}/:id` (`{many: [row]}`), `POST {path}` (201 `{one}`),
 * `PUT {path}/:id` (`{one}`) and `DELETE {path}/:id` (204).
 */
export function rowCrudApi(names: RowCrudApiNames): RowCrudApi {
  const { tag, noun } = names;
  const [many, one] = names.keys ?? [`${snakeCase(noun)}s`, snakeCase(noun)];
  const schema = names.schema ?? pascalCase(noun);
  const body = 'create' in names.body ? names.body : { create: names.body, update: names.body };
  const rowAnswer = objectOf({ [one]: ref(schema) });
  return {
    keys: { many, one },
    byId: {
      tag,
      summary: names.byIdSummary ?? `One ${noun}`,
      response: `\`{${many}: [${one}]}\``,
      schema: oneInList(many, schema),
    },
    create: {
      tag,
      summary: `Create ${withArticle(noun)}`,
      body: body.create,
      response: `201 \`{${one}}\``,
      schema: rowAnswer,
    },
    update: {
      tag,
      summary: `Edit ${withArticle(noun)}`,
      body: body.update,
      response: `\`{${one}}\``,
      schema: rowAnswer,
    },
    delete: { tag, summary: `Delete ${withArticle(noun)}`, response: 'Empty (204)' },
  };
}

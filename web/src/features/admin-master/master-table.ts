import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import type { ObjectSchema } from 'yup';
import type { SelectOptions, TextFieldProps } from '@/components/form/fields';
import type { Column } from './components/data-table';

export type MasterMode = 'create' | 'edit';

/** A field of a master form: a text input by default, a select when it has options. */
export interface MasterField<Values> extends Omit<TextFieldProps, 'name'> {
  name: keyof Values & string;
  options?: SelectOptions;
  /** Options the server lists (e.g. organizations), read when the form opens (`queryOptions`). */
  optionsQuery?: OptionsQuery;
  placeholder?: string;
}

export interface OptionsQuery {
  query: TypedDocumentNode<unknown, Record<string, never>>;
  select: (data: unknown) => SelectOptions;
}

/** A select's options from a query without variables. */
export function queryOptions<Data>(
  query: TypedDocumentNode<Data, Record<string, never>>,
  select: (data: Data) => SelectOptions,
): OptionsQuery {
  return { query, select: select as (data: unknown) => SelectOptions };
}

/** A list's own filter (kept in the URL), its control, and what it adds to the query and the PDF. */
export interface MasterListFilter {
  variables: Record<string, unknown>;
  pdfFilters?: Record<string, string | undefined>;
  control: ReactNode;
}

/**
 * One administrator master table (SPEC §2: list / create / {id}/edit / {id}/delete): its words,
 * paths, columns, form fields and generated GraphQL documents. The screens in `master-screens`
 * render any table from this; a new table is a new config.
 */
type RowOf<Page> = Page extends { items: readonly (infer Row)[] } ? Row : never;

/** A query's answer at one of its fields, as the screens read it. */
type At<Data, Key extends keyof Data> = NonNullable<Data[Key]>;

export interface MasterTable<
  ListData,
  ListKey extends keyof ListData,
  ItemData,
  ItemKey extends keyof ItemData,
  Values extends object,
  Input,
> {
  /** e.g. ブランド事業者: titles (…一覧, …の登録) and messages (…を登録しました) are made from it. */
  noun: string;
  /** The form's accessible name. */
  formLabel: string;
  paths: {
    list: () => string;
    create: () => string;
    edit: (id: number) => string;
    delete: (id: number) => string;
  };
  pdf: { apiPath: string; fallbackFileName: string };
  list: {
    query: TypedDocumentNode<ListData, never>;
    /** The query's field that holds the page ({ items, total }). */
    field: ListKey;
    columns: Column<RowOf<At<ListData, ListKey>>>[];
    /** Names a row in its buttons' labels (…を編集). */
    rowLabel: (row: RowOf<At<ListData, ListKey>>) => string;
    empty?: string;
    actionsNowrap?: boolean;
    useFilter?: () => MasterListFilter;
  };
  item: {
    query: TypedDocumentNode<ItemData, { id: number }>;
    /** The query's field that holds the item. */
    field: ItemKey;
    /** What the delete step shows; the first row names the item in its question. */
    summary: (item: At<ItemData, ItemKey>) => { label: string; value: string }[];
  };
  form: {
    schema: (mode: MasterMode) => ObjectSchema<Values>;
    empty: () => Values;
    fromItem: (item: At<ItemData, ItemKey>) => Values;
    fields: (mode: MasterMode) => MasterField<Values>[];
    toInput: (values: Values) => Input;
  };
  create: TypedDocumentNode<unknown, { input: Input }>;
  update: TypedDocumentNode<unknown, { id: number; input: Input }>;
  remove: TypedDocumentNode<unknown, { id: number }>;
}

// The screens take any table; each table's own types are checked where it is written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMasterTable = MasterTable<any, any, any, any, any, any>;

/** Writes a table with its types checked and inferred from the documents. */
export function masterTable<
  ListData,
  ListKey extends keyof ListData,
  ItemData,
  ItemKey extends keyof ItemData,
  Values extends object,
  Input,
>(table: MasterTable<ListData, ListKey, ItemData, ItemKey, Values, Input>): AnyMasterTable {
  return table as AnyMasterTable;
}

import type { Plugin } from 'vite';

/** Where each document of the generated module is loaded from, one module per document. */
const PREFIX = 'virtual:graphql-document/';

/** `export const MeDocument = {…} as unknown as DocumentNode<MeQuery, MeQueryVariables>;`, one per line. */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<[^;]*>;$/gm;

/**
 * The GraphQL client preset writes every document of the SPA into one module
 * (`web/src/generated/graphql.ts`), and a bundler places a module whole: as the layout imports the
 * viewer query from it, all 71 documents (about 100 KB of syntax trees) were in the entry chunk that
 * every visitor downloads and evaluates before the first paint, administrators' forms included.
 * In the production build this plugin turns each document into a module of its own, re-exported
 * under the same name, so each lands in the chunk of the pages that use it. Types and imports are
 * untouched; the dev server and the tests read the generated module as it is.
 */
export function splitGraphqlDocuments(generatedModule: string): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'split-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id !== generatedModule) return null;
      const split = code.replace(DOCUMENT_LINE, (_line, name: string, syntaxTree: string) => {
        documents.set(name, syntaxTree);
        return `export { ${name} } from '${PREFIX}${name}';`;
      });
      if (documents.size === 0) this.error(`no document found in ${id}: has the codegen output changed shape?`);
      return { code: split, map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const syntaxTree = documents.get(name);
      if (!syntaxTree) this.error(`unknown GraphQL document ${name}`);
      return `export const ${name} = ${syntaxTree};`;
    },
  };
}

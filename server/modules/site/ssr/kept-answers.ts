import { LRUCache } from 'lru-cache';
import type { ExecuteOperation, OperationResult } from '../../../rules/rendered-page.js';

type Operation = Parameters<ExecuteOperation>[0];

/** Answers kept at once: a list page's is about 10 KB, and the ones asked for again are few. */
const KEPT_ANSWERS = 256;

/**
 * Answers of the public reads that renders ask for, kept for the data version they were read at.
 * Every list page and filter of a category is an address of its own, rendered once, yet each asks
 * for the category's brand names (the filter form's choices): one read a category and version
 * instead of one a page. An answer with errors is not kept; two renders asking at once share one
 * read. An answer is shared as is: the renderer (Apollo Client) copies what it writes to its cache.
 */
export class KeptAnswers {
  private readonly answers = new LRUCache<string, Promise<OperationResult>>({ max: KEPT_ANSWERS });

  /** `execute` with the answers of `version` kept; `version` must change whenever an answer would. */
  through(execute: ExecuteOperation, version: string): ExecuteOperation {
    return (operation) => {
      const key = keyOf(version, operation);
      const kept = this.answers.get(key);
      if (kept) return kept;
      const answer = execute(operation);
      this.answers.set(key, answer);
      answer.then(
        (result) => {
          if (result.errors?.length) this.forget(key, answer);
        },
        () => this.forget(key, answer),
      );
      return answer;
    };
  }

  private forget(key: string, answer: Promise<OperationResult>): void {
    if (this.answers.peek(key) === answer) this.answers.delete(key);
  }
}

const keyOf = (version: string, { query, variables, operationName }: Operation) =>
  `${version}\n${operationName ?? ''}\n${JSON.stringify(variables)}\n${query}`;

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Edition, Role } from './domain.js';
import type { AccessNote } from './ops/access-log.js';

/**
 * The signed-in user as core sees it: an id. The module that resolves sessions registers its own
 * user type here by declaration merging (`declare module '…/core/context.js'`), so services get
 * the entity without core importing it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ViewerUserType {}
export type ViewerUser = ViewerUserType extends { user: infer U extends { id: number } } ? U : { id: number };

/** Who is asking: set from a valid session, null for visitors. */
export interface Viewer {
  user: ViewerUser;
  role: Role;
  organizationId: number | null;
  edition: Edition;
  sessionId: string;
}

/** Sets and clears the session cookie; implemented over the HTTP response. */
export interface SessionCookie {
  set(token: string, expires: Date): void;
  clear(): void;
}

/** Everything a service needs about one request. Built once per request, shared by GraphQL and /api. */
export interface RequestContext {
  /** The request's own entity manager (a fork, made on first use): entities, flushes, transactions. */
  em: EntityManager;
  /**
   * Where a read that is one compiled statement runs (executeBound, StatementCache): the request's
   * fork once it has one (its transaction), otherwise the ORM's root manager, so a public list page
   * does not build a unit of work it never uses. The root refuses entity methods (MikroORM's
   * allowGlobalContext is off): use `em` for anything that loads entities.
   */
  statements: EntityManager;
  viewer: Viewer | null;
  requestId: string;
  ip: string;
  userAgent: string;
  sessionCookie: SessionCookie;
  /**
   * What the request's access log line adds (its user, what a GraphQL request ran). An object
   * shared by reference, as Apollo runs each operation on a shallow copy of the context: a sign-in
   * sets `viewer` on that copy, so it names its user here too.
   */
  accessLog: AccessNote;
  /**
   * Aborts when the client goes away before its answer: an upload's check stops and leaves nothing
   * behind, a search waiting for its turn leaves the line. Absent outside a request (jobs, scripts).
   */
  clientGone?: AbortSignal;
}

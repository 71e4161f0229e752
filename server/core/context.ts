import type { EntityManager } from '@mikro-orm/postgresql';
import type { Edition, Role } from './domain.js';
import type { AccessNote } from './ops/access-log.js';
import type { User } from '../modules/users/user.entity.js';

/** Who is asking: set from a valid session, null for visitors. */
export interface Viewer {
  user: User;
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
}

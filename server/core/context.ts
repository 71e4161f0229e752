import type { EntityManager } from '@mikro-orm/postgresql';
import type { Edition, Role } from './domain.js';
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
  em: EntityManager;
  viewer: Viewer | null;
  requestId: string;
  ip: string;
  userAgent: string;
  sessionCookie: SessionCookie;
}

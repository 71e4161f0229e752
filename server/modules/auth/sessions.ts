import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/context.js';
import type { SessionSource } from '../../core/request-context.js';
import { OrganizationStatus, Role, type Edition } from '../../core/domain.js';
import type { User } from '../users/user.entity.js';
import { Session } from './session.entity.js';

export const SESSION_COOKIE = 'sid';
const TOUCH_AFTER_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A live session: its viewer and, when this request slid the idle expiry, the new expiry. */
export interface ResolvedSession {
  viewer: Viewer;
  /** Set when the expiry moved: the cookie must be sent again, or the browser drops it at the old one. */
  renewedUntil: Date | null;
}

/** Sessions live in PostgreSQL; the cookie holds a random token, the table only its hash. */
export class SessionStore implements SessionSource {
  readonly cookie = SESSION_COOKIE;

  constructor(private readonly idleMinutes: number) {}

  private expiry(): Date {
    return new Date(Date.now() + this.idleMinutes * 60_000);
  }

  async create(em: EntityManager, user: User, edition: Edition, meta: { ip: string; userAgent: string }) {
    const token = randomBytes(32).toString('base64url');
    const session = em.create(Session, {
      id: hashToken(token),
      user,
      edition,
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 512),
      expiresAt: this.expiry(),
    });
    em.persist(session);
    return { token, session };
  }

  /**
   * The session of a cookie token, or null when unknown, expired or no longer allowed in. Use
   * slides the idle expiry, written at most once a minute.
   */
  async resolve(em: EntityManager, token: string | undefined): Promise<ResolvedSession | null> {
    if (!token) return null;
    const session = await em.findOne(Session, { id: hashToken(token) }, { populate: ['user', 'user.organization'] });
    if (!session) return null;
    const now = Date.now();
    if (session.expiresAt.getTime() <= now || !mayHoldSession(session.user)) {
      await em.nativeDelete(Session, { id: session.id });
      return null;
    }
    let renewedUntil: Date | null = null;
    if (now - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      renewedUntil = this.expiry();
      await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date(now), expiresAt: renewedUntil });
    }
    return { viewer: toViewer(session), renewedUntil };
  }

  async destroy(em: EntityManager, sessionId: string): Promise<void> {
    await em.nativeDelete(Session, { id: sessionId });
  }

  /** Ends every session of the given users (disable, password change, reset), optionally keeping one. */
  async destroyForUsers(em: EntityManager, userIds: number[], keepSessionId?: string): Promise<number> {
    if (userIds.length === 0) return 0;
    return em.nativeDelete(Session, {
      user: { $in: userIds },
      ...(keepSessionId ? { id: { $ne: keepSessionId } } : {}),
    });
  }

  async pruneExpired(em: EntityManager): Promise<number> {
    return em.nativeDelete(Session, { expiresAt: { $lt: new Date() } });
  }
}

/** Administrators always; organization users only while their organization is approved. */
export function mayHoldSession(user: User): boolean {
  if (user.role === Role.admin) return true;
  return user.organization?.status === OrganizationStatus.approved;
}

export function toViewer(session: Session): Viewer {
  const user = session.user;
  return {
    user,
    role: user.role,
    organizationId: user.organization?.id ?? null,
    edition: session.edition,
    sessionId: session.id,
  };
}

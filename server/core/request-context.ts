import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { RequestContext } from './context.js';
import { accessNote } from './ops/access-log.js';
import { SESSION_COOKIE, type SessionStore } from '../modules/auth/sessions.js';

/**
 * The context of a request served to a visitor (no session read): its entity manager forked on
 * first use, its id, address and access log note. The server's renderer of public pages runs
 * their queries with it.
 */
export function visitorContext(orm: MikroORM, req: Request, res: Response): RequestContext {
  // Forked on first use: a public answer served from memory never needs one.
  let em: EntityManager | undefined;
  const secure = req.secure;
  return {
    get em() {
      return (em ??= orm.em.fork());
    },
    get statements() {
      return em ?? orm.em;
    },
    viewer: null,
    requestId: (res.locals.requestId as string | undefined) ?? randomUUID(),
    ip: req.ip ?? '',
    userAgent: req.get('user-agent') ?? '',
    accessLog: accessNote(res),
    sessionCookie: {
      set: (token, expires) =>
        res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires }),
      clear: () => res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' }),
    },
  };
}

/** Builds the per-request context (EntityManager forked on first use, viewer from the session cookie). */
export function requestContextMiddleware(orm: MikroORM, sessions: SessionStore) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token: string | undefined = req.cookies?.[SESSION_COOKIE];
      const ctx = visitorContext(orm, req, res);
      const session = token ? await sessions.resolve(ctx.em, token) : null;
      ctx.viewer = session?.viewer ?? null;
      ctx.accessLog.userId = ctx.viewer?.user.id;
      if (!session && token) ctx.sessionCookie.clear();
      // The browser keeps the cookie only until the Expires it was last sent with.
      if (session?.renewedUntil && token) ctx.sessionCookie.set(token, session.renewedUntil);
      res.locals.ctx = ctx;
      next();
    } catch (error) {
      next(error);
    }
  };
}

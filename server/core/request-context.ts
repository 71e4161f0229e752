import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { RequestContext, Viewer } from './context.js';
import { clientGoneSignal } from './client-gone.js';
import { accessNote } from './ops/access-log.js';

/** Whoever keeps the sessions (the auth module), as the request context needs it: given by the composition root. */
export interface SessionSource {
  /** The name of the cookie that carries the session token. */
  cookie: string;
  /** The viewer of a token, or null; `renewedUntil` when the idle expiry moved (the cookie is sent again). */
  resolve(em: EntityManager, token: string): Promise<{ viewer: Viewer; renewedUntil: Date | null } | null>;
}

/**
 * The context of a request before its session is read (a visitor): its entity manager forked on
 * first use, whether its client has gone, its id, address, access log note and the session cookie
 * named `cookieName`. The server's renderer of public pages runs their queries with it.
 */
export function visitorContext(orm: MikroORM, req: Request, res: Response, cookieName: string): RequestContext {
  // Forked on first use: a public answer served from memory never needs one.
  let em: EntityManager | undefined;
  let gone: AbortSignal | undefined;
  const secure = req.secure;
  return {
    get em() {
      return (em ??= orm.em.fork());
    },
    // Made on first use too: only long work (an upload's check, a search waiting for its turn) asks.
    get clientGone() {
      return (gone ??= clientGoneSignal(res));
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
        res.cookie(cookieName, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires }),
      clear: () => res.clearCookie(cookieName, { httpOnly: true, sameSite: 'lax', secure, path: '/' }),
    },
  };
}

/** Builds the per-request context (EntityManager forked on first use, viewer from the session cookie). */
export function requestContextMiddleware(orm: MikroORM, sessions: SessionSource) {
  const cookieName = sessions.cookie;
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token: string | undefined = req.cookies?.[cookieName];
      const ctx = visitorContext(orm, req, res, cookieName);
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

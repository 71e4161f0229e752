/** The auth module's front door: sessions, sign-in, password reset and login throttling. */
import type { Clock } from '../../core/clock.js';
import type { ClientBudget } from '../../core/rate-limit/client-budget.js';
import type { Mailer } from '../mail/index.js';
import { AuthService } from './auth.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionStore } from './sessions.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { Session } from './session.entity.js';
import { ThrottleEvent } from './throttle-event.entity.js';

export const authEntities = [Session, ThrottleEvent, PasswordResetToken];
export { AuthResolver } from './auth.resolver.js';
export { PasswordResetResolver } from './password-reset.resolver.js';
export { authRoutes } from './auth.routes.js';
export { passwordResetRoutes } from './password-reset.routes.js';
export { SessionStore } from './sessions.js';

/** The auth module's services: the session store (the request context resolves cookies with it), sign-in and reset. */
export function createAuthServices(deps: {
  sessionIdleMinutes: number;
  clock: Clock;
  /** Per client: argon2id checks, shared with every other door that checks or sets a password. */
  passwordChecks: ClientBudget;
  resetMails: ClientBudget;
  mailer: Mailer;
}) {
  const sessions = new SessionStore(deps.sessionIdleMinutes);
  return {
    sessions,
    auth: new AuthService(sessions, deps.clock, deps.passwordChecks),
    passwordReset: new PasswordResetService(deps.mailer, sessions, deps.clock, deps.passwordChecks, deps.resetMails),
  };
}

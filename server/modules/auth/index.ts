/** The auth module's front door: sessions, sign-in, password reset and login throttling. */
import { PasswordResetToken } from './password-reset-token.entity.js';
import { Session } from './session.entity.js';
import { ThrottleEvent } from './throttle-event.entity.js';

export const authEntities = [Session, ThrottleEvent, PasswordResetToken];
export { AuthResolver } from './auth.resolver.js';
export { PasswordResetResolver } from './password-reset.resolver.js';
export { authRoutes } from './auth.routes.js';
export { passwordResetRoutes } from './password-reset.routes.js';
export { AuthService } from './auth.service.js';
export { PasswordResetService } from './password-reset.service.js';
export { SESSION_COOKIE, SessionStore } from './sessions.js';

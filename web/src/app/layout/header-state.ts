import type { Edition } from '@/generated/graphql';
import { EDITION_NAMES } from '@rules/editions';
import type { AuthUser } from '@/lib/auth-state';
import type { RouteType } from '@/components/layout/route-type';

export interface HeaderButtonFlags {
  publicPage: boolean;
  logout: boolean;
  passwordChange: boolean;
  providerLogin: boolean;
}

const AUTH_SCREEN = /^\/(login|logout|password)(\/|$)/;

/** Which of the four header buttons to show, from the viewer and where they are. */
export function headerButtonsFor(user: AuthUser | null, pathname: string): HeaderButtonFlags {
  const signedIn = user !== null;
  return {
    publicPage: signedIn || AUTH_SCREEN.test(pathname),
    logout: signedIn,
    passwordChange: signedIn,
    providerLogin: !signedIn && !pathname.startsWith('/login/'),
  };
}

/** The administrator look: a signed-in user's role decides; without one, the route's area. */
export function isAdministratorView(user: AuthUser | null, routeType: RouteType | undefined): boolean {
  return user ? user.role === 'admin' : routeType === 'administrator';
}

/** 管理者 for administrators (or on admin routes before sign-in), otherwise the browsing edition. */
export function editionBadgeLabel(user: AuthUser | null, routeType: RouteType | undefined, edition: Edition): string {
  return isAdministratorView(user, routeType) ? '管理者' : EDITION_NAMES[edition];
}

import type { Edition } from '@/generated/graphql';
import { EDITION_LABELS } from '@/features/auth/stores/public-status';
import type { AuthUser } from '@/features/auth/stores/auth-state';
import type { RouteType } from './route-type';

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

/** 管理者 for administrators or on admin routes, otherwise the browsing edition. */
export function editionBadgeLabel(user: AuthUser | null, routeType: RouteType | undefined, edition: Edition): string {
  if (user?.role === 'admin' || routeType === 'administrator') return '管理者';
  return EDITION_LABELS[edition];
}

/**
 * Links in mails lead to signed-in screens, and whoever opens one is often signed out (or on
 * another device): the link goes to the sign-in page with the screen as `next`, where signing in
 * continues. Only a path of the signed-in user's own area is followed, so `next` can send nobody
 * to another site or to a screen of the other role.
 */
export const NEXT_PARAM = 'next';

/** The sign-in page continuing to `path` (an /admin/… or /organization/… screen). */
export function signInThen(path: string): string {
  return `/login/house?${NEXT_PARAM}=${encodeURIComponent(path)}`;
}

const AREA = { admin: '/admin/', organization: '/organization/' } as const;

/** `next` when it is a path of `role`'s own area; null otherwise (then the user's home). */
export function followableNext(next: string | null, role: keyof typeof AREA): string | null {
  if (!next || !next.startsWith(AREA[role])) return null;
  // One path of this site: no scheme, host, backslash or control character can ride along.
  return /^[A-Za-z0-9/_\-.?=&%]+$/.test(next) && !next.includes('//') ? next : null;
}

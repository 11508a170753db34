import { paths } from '../../config/paths.ts';

/** Staff must still be able to sign in (and reset a password) while the site is locked. */
const OPEN_WHILE_LOCKED = [paths.auth, paths.resetPassword];

export const openWhileLocked = (pathname: string) =>
  OPEN_WHILE_LOCKED.some((p) => pathname === p || pathname.startsWith(`${p}/`));

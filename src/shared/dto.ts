import type { Role } from './roles.ts';

/** The signed-in user as the screens need it (GET /api/me). */
export type CurrentUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  avatarUrl: string | null;
  practiceName: string | null;
};

export type MeResponse = { user: CurrentUser | null };

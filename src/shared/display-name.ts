import type { CurrentUser } from './dto.ts';

type NameSource = Pick<CurrentUser, 'firstName' | 'lastName' | 'email' | 'role' | 'practiceName'>;

/** Header display name: the person's name; for providers the practice name, then Provider; then email, then User. */
export function displayName(u: NameSource | null | undefined): string {
  if (!u) return 'User';
  const full = `${u.firstName} ${u.lastName}`.trim();
  if (u.role === 'provider') return u.practiceName || full || 'Provider';
  return full || u.email || 'User';
}

/** Avatar initials: from the name, else the email, else U (P for providers). */
export function avatarInitials(u: NameSource | null | undefined): string {
  if (!u) return 'U';
  const fromName = `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.trim();
  if (fromName) return fromName.toUpperCase();
  if (u.email) return u.email.slice(0, 2).toUpperCase();
  return u.role === 'provider' ? 'P' : 'U';
}

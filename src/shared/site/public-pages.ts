/**
 * Which addresses of the site are public pages, for crawlers (robots.txt, the sitemap) and for the
 * pages rendered on the server. The web app's own list of URLs (web/config/paths.ts) names the same
 * paths; a server test checks the two agree, so a new page cannot be forgotten here.
 */

/** The public pages that are the same for everyone and have no id in their address. */
export const STATIC_PUBLIC_PAGES = [
  '/',
  '/providers',
  '/about',
  '/contact',
  '/how-it-works',
  '/guide',
  '/insurance',
  '/medicare',
  '/faq',
  '/stories',
  '/accessibility',
  '/privacy',
  '/terms',
] as const;
export type StaticPublicPage = (typeof STATIC_PUBLIC_PAGES)[number];

/** A listed provider's public profile: the address the search cards link to. */
export const providerPagePath = (id: string) => `/providers/${encodeURIComponent(id)}`;

/** An organization's public page. */
export const organizationPagePath = (id: string) => `/organization/${encodeURIComponent(id)}`;

/**
 * Where crawlers must not go: the API, and the client-only areas behind a sign-in (dashboards, admin,
 * the sign-in and password pages, the provider application, a caregiver invitation). They would only
 * ever see a sign-in prompt there, and their addresses can carry one-time tokens (the password reset
 * and invitation links).
 * Each is a prefix as robots.txt reads it, so '/admin' also covers '/admin/users'.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/admin',
  '/patient-dashboard',
  '/provider-dashboard',
  '/organization-dashboard',
  '/organization-admin-dashboard',
  '/auth',
  '/reset-password',
  '/caregiver-invitation',
  '/provider-application',
  '/content-management',
  '/provider-profile-reviews',
] as const;

/** Whether robots.txt keeps crawlers away from a path (the same prefix match crawlers apply). */
export const isPrivatePath = (path: string) => PRIVATE_PATH_PREFIXES.some((p) => path.startsWith(p));

/** Every URL of the site and its API, in one place. */
export const paths = {
  home: '/',
  auth: '/auth',
  resetPassword: '/reset-password',
  providers: '/providers',
  provider: (id: string) => `/providers/${encodeURIComponent(id)}`,
  providerApplication: '/provider-application',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  howItWorks: '/how-it-works',
  guide: '/guide',
  insurance: '/insurance',
  medicare: '/medicare',
  faq: '/faq',
  stories: '/stories',
  accessibility: '/accessibility',
  patientDashboard: '/patient-dashboard',
  patientMessages: '/patient-dashboard/messages',
  patientAppointments: '/patient-dashboard/appointments',
  providerDashboard: '/provider-dashboard',
  providerMessages: '/provider-dashboard/messages',
  organizationDashboard: '/organization-dashboard',
  organizationAdminDashboard: '/organization-admin-dashboard',
  admin: '/admin',
  adminProfile: '/admin/profile',
  adminFeatureSuggestions: '/admin/feature-suggestions',
  providerProfileReviews: '/provider-profile-reviews',
  contentManagement: '/content-management',
  organization: (id: string) => `/organization/${encodeURIComponent(id)}`,
} as const;

export const api = {
  me: '/api/me',
  signIn: '/api/auth/sign-in/email',
  signUp: '/api/auth/sign-up/email',
  signOut: '/api/auth/sign-out',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  resetLink: (token: string) => `/api/accounts/password-reset/${encodeURIComponent(token)}`,
  sendVerificationEmail: '/api/auth/send-verification-email',
  providerSearch: '/api/providers/search',
  favorites: '/api/favorites',
  favorite: (providerId: string) => `/api/favorites/${encodeURIComponent(providerId)}`,
  geocode: '/api/geocode',
  searchHistory: '/api/search-history',
  searchHistoryEntry: (id: string) => `/api/search-history/${encodeURIComponent(id)}`,
  trendingSearches: '/api/search-history/trending',
} as const;

/** Paths on which the Light / Dark / System theme applies; everywhere else is light. */
export const THEMED_PATH_PREFIXES = [
  '/admin',
  '/provider-dashboard',
  '/patient-dashboard',
  '/organization-dashboard',
  '/organization-admin-dashboard',
  '/provider-profile-reviews',
  '/content-management',
] as const;

export const isThemedPath = (pathname: string) =>
  THEMED_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

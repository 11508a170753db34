import { matchRoutes, type RouteObject } from 'react-router';
import type { Role } from '#shared/roles.ts';
import { RouteErrorFallback } from '../components/layout/error-fallback.tsx';
import { ProtectedRoute } from '../features/auth/components/protected-route.tsx';
import { NotFoundPage } from '../components/layout/not-found-page.tsx';
import { paths, routePattern } from '../config/paths.ts';
import { APP_NAMESPACES, LOCALES, splitLocalePath, type Namespace } from '#shared/i18n/locales.ts';
import { loadPageNamespaces } from '../lib/i18n.tsx';

/** What a route declares for the app: the catalogue namespaces its page shows words from. */
type PageHandle = { i18n: readonly Namespace[] };

/**
 * A page, loaded when first opened with the namespaces of its words (ADR 19): pages other than home
 * are split out of the first download. route-namespaces.test.ts checks that a route names every
 * namespace its code uses.
 */
const page = (
  namespaces: readonly Namespace[],
  load: () => Promise<Record<string, React.ComponentType>>,
  name: string,
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { i18n: namespaces } satisfies PageHandle,
  lazy: async () => {
    const [module] = await Promise.all([load(), loadPageNamespaces(namespaces)]);
    return { Component: module[name] };
  },
});

/** A page for one role (or super_admin), loaded when first opened. */
const guarded = (
  role: Role,
  namespaces: readonly Namespace[],
  load: () => Promise<Record<string, React.ComponentType>>,
  name: string,
): Pick<RouteObject, 'lazy' | 'handle'> =>
  page(
    namespaces,
    async () => {
      const Page = (await load())[name]!;
      return {
        [name]: () => (
          <ProtectedRoute role={role}>
            <Page />
          </ProtectedRoute>
        ),
      };
    },
    name,
  );

/**
 * The home page is not in the first download, or every other page would carry its code too (the
 * search page must stay within its budget). When the app starts on it, it is fetched at once,
 * beside the layout, rather than after the router asks for it.
 */
const homePage = () => import('../features/home/home-page.tsx');
if (typeof window !== 'undefined' && splitLocalePath(window.location.pathname, LOCALES).path === paths.home) {
  void homePage();
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    lazy: async () => ({ Component: (await import('./root-layout.tsx')).RootLayout }),
    errorElement: <RouteErrorFallback />,
    children: [
      { id: 'home', index: true, ...page(['home', 'lists'], homePage, 'HomePage') },
      {
        path: paths.auth,
        ...page(['account'], () => import('../features/auth/components/auth-page.tsx'), 'AuthPage'),
      },
      {
        path: paths.caregiverInvitation,
        ...page(
          ['account'],
          () => import('../features/caregivers/components/caregiver-invitation-page.tsx'),
          'CaregiverInvitationPage',
        ),
      },
      {
        path: paths.resetPassword,
        ...page(
          ['account'],
          () => import('../features/auth/components/reset-password-page.tsx'),
          'ResetPasswordPage',
        ),
      },
      {
        id: 'search',
        path: paths.providers,
        ...page(
          ['search', 'lists'],
          () => import('../features/providers/components/search-page.tsx'),
          'ProviderSearchPage',
        ),
      },
      {
        id: 'provider',
        path: routePattern(paths.provider, 'slug'),
        ...page(
          ['booking', 'lists', 'public', 'search'],
          () => import('../features/providers/components/profile/profile-page.tsx'),
          'ProviderProfilePage',
        ),
      },
      {
        path: paths.providerApplication,
        ...page(
          ['account', 'onboarding'],
          () => import('../features/applications/provider-application-page.tsx'),
          'ProviderApplicationPage',
        ),
      },
      {
        id: 'contact',
        path: paths.contact,
        ...page(['public'], () => import('../features/contact/contact-page.tsx'), 'ContactPage'),
      },
      {
        id: 'organization',
        path: routePattern(paths.organization, 'id'),
        ...page(
          ['practice', 'public'],
          () => import('../features/organizations/components/public-organization-page.tsx'),
          'PublicOrganizationPage',
        ),
      },
      {
        id: 'about',
        path: paths.about,
        ...page(['content'], () => import('../features/page-content/about-page.tsx'), 'AboutPage'),
      },
      {
        id: 'privacy',
        path: paths.privacy,
        ...page(['content'], () => import('../features/page-content/privacy-page.tsx'), 'PrivacyPage'),
      },
      {
        id: 'terms',
        path: paths.terms,
        ...page(['content'], () => import('../features/page-content/terms-page.tsx'), 'TermsPage'),
      },
      {
        id: 'accessibility',
        path: paths.accessibility,
        ...page(
          ['content'],
          () => import('../features/page-content/accessibility-page.tsx'),
          'AccessibilityPage',
        ),
      },
      {
        id: 'how-it-works',
        path: paths.howItWorks,
        ...page(
          ['content'],
          () => import('../features/page-content/how-it-works-page.tsx'),
          'HowItWorksPage',
        ),
      },
      {
        id: 'guide',
        path: paths.guide,
        ...page(['content'], () => import('../features/page-content/guide-page.tsx'), 'GuidePage'),
      },
      {
        id: 'insurance',
        path: paths.insurance,
        ...page(['content'], () => import('../features/page-content/insurance-page.tsx'), 'InsurancePage'),
      },
      {
        id: 'medicare',
        path: paths.medicare,
        ...page(['content'], () => import('../features/page-content/medicare-page.tsx'), 'MedicarePage'),
      },
      {
        id: 'faq',
        path: paths.faq,
        ...page(['content'], () => import('../features/page-content/faq-page.tsx'), 'FaqPage'),
      },
      {
        id: 'stories',
        path: paths.stories,
        ...page(
          ['content', 'home', 'lists'],
          () => import('../features/page-content/stories-page.tsx'),
          'StoriesPage',
        ),
      },
      {
        path: paths.patientAppointments,
        ...guarded(
          'patient',
          ['appointments', 'booking', 'public'],
          () => import('../features/appointments/components/patient-appointments-page.tsx'),
          'PatientAppointmentsPage',
        ),
      },
      {
        path: paths.patientMessages,
        ...guarded(
          'patient',
          ['booking', 'messages'],
          () => import('../features/messaging/components/messages-page.tsx'),
          'MessagesPage',
        ),
      },
      {
        path: paths.patientSettings,
        ...guarded('patient', ['account'], () => import('./settings-page.tsx'), 'PatientSettingsPage'),
      },
      {
        path: paths.patientSaved,
        ...guarded(
          'patient',
          ['patient'],
          () => import('../features/patient/components/saved-providers-page.tsx'),
          'SavedProvidersPage',
        ),
      },
      {
        path: paths.patientReviews,
        ...guarded(
          'patient',
          ['patient'],
          () => import('../features/patient/components/my-reviews-page.tsx'),
          'MyReviewsPage',
        ),
      },
      // The overview is the area's home; an unknown sub-path shows it too.
      {
        path: `${paths.patientDashboard}/*`,
        ...guarded(
          'patient',
          ['dashboard', 'patient'],
          () => import('../features/patient/components/overview-page.tsx'),
          'PatientOverviewPage',
        ),
      },
      {
        path: paths.providerReviews,
        ...guarded(
          'provider',
          ['booking'],
          () => import('../features/providers/components/reviews/provider-reviews-page.tsx'),
          'ProviderReviewsPage',
        ),
      },
      {
        path: paths.providerAppointments,
        ...guarded(
          'provider',
          ['appointments', 'booking'],
          () => import('../features/appointments/components/provider-appointments-page.tsx'),
          'ProviderAppointmentsPage',
        ),
      },
      {
        path: paths.providerSchedule,
        ...guarded(
          'provider',
          ['booking', 'provider'],
          () => import('../features/schedule/components/schedule-page.tsx'),
          'ProviderSchedulePage',
        ),
      },
      {
        path: paths.providerMessages,
        ...guarded(
          'provider',
          ['booking', 'messages'],
          () => import('../features/messaging/components/messages-page.tsx'),
          'MessagesPage',
        ),
      },
      {
        path: paths.providerSubscription,
        ...guarded(
          'provider',
          ['practice'],
          () => import('../features/subscriptions/components/provider-subscription-page.tsx'),
          'ProviderSubscriptionPage',
        ),
      },
      {
        path: paths.providerProfileEditor,
        ...guarded(
          'provider',
          ['account', 'dashboard', 'lists', 'onboarding', 'provider'],
          () => import('../features/provider-profile/profile-editor-page.tsx'),
          'ProviderProfileEditorPage',
        ),
      },
      {
        path: paths.providerSettings,
        ...guarded('provider', ['account'], () => import('./settings-page.tsx'), 'ProviderSettingsPage'),
      },
      {
        path: paths.providerOrganizations,
        ...guarded(
          'provider',
          ['dashboard', 'practice'],
          () => import('../features/organizations/components/provider-organizations-page.tsx'),
          'ProviderOrganizationsPage',
        ),
      },
      {
        // The overview is the area's home; an unknown sub-path shows it too.
        path: `${paths.providerDashboard}/*`,
        ...guarded(
          'provider',
          ['admin', 'dashboard', 'provider'],
          () => import('../features/provider-dashboard/overview-page.tsx'),
          'ProviderOverviewPage',
        ),
      },
      {
        path: paths.organizationProfile,
        ...guarded(
          'organization_admin',
          ['account', 'dashboard', 'practice'],
          () => import('../features/organizations/components/organization-profile-page.tsx'),
          'OrganizationProfilePage',
        ),
      },
      {
        path: paths.organizationProviders,
        ...guarded(
          'organization_admin',
          ['account', 'dashboard', 'practice'],
          () => import('../features/organizations/components/organization-providers-page.tsx'),
          'OrganizationProvidersPage',
        ),
      },
      {
        path: paths.organizationAppointments,
        ...guarded(
          'organization_admin',
          ['account', 'dashboard', 'practice'],
          () => import('../features/organizations/components/organization-appointments-page.tsx'),
          'OrganizationAppointmentsPage',
        ),
      },
      {
        path: `${paths.organizationDashboard}/*`,
        ...guarded(
          'organization_admin',
          ['dashboard', 'practice'],
          () => import('../features/organizations/components/organization-overview-page.tsx'),
          'OrganizationOverviewPage',
        ),
      },
      {
        path: paths.organizationAdminDashboard,
        ...guarded(
          'organization_admin',
          ['dashboard', 'practice'],
          () => import('../features/organizations/components/organization-overview-page.tsx'),
          'OrganizationOverviewPage',
        ),
      },
      {
        path: paths.adminProfile,
        ...guarded(
          'super_admin',
          ['account', 'admin'],
          () => import('../features/admin/profile/admin-profile-page.tsx'),
          'AdminProfilePage',
        ),
      },
      {
        path: paths.adminUsers,
        ...guarded(
          'super_admin',
          ['admin', 'dashboard'],
          () => import('../features/admin/users/users-page.tsx'),
          'AdminUsersPage',
        ),
      },
      {
        path: paths.adminProviders,
        ...guarded(
          'super_admin',
          ['admin', 'dashboard', 'lists'],
          () => import('../features/admin/providers/providers-page.tsx'),
          'AdminProvidersPage',
        ),
      },
      {
        path: paths.adminMailOutbox,
        ...guarded(
          'super_admin',
          ['admin', 'dashboard'],
          () => import('../features/admin/mail/mail-outbox-page.tsx'),
          'MailOutboxPage',
        ),
      },
      {
        path: paths.adminAuditLog,
        ...guarded(
          'super_admin',
          ['admin', 'dashboard'],
          () => import('../features/admin/audit-log/audit-log-page.tsx'),
          'AuditLogPage',
        ),
      },
      {
        path: paths.adminFeatureSuggestions,
        ...guarded(
          'super_admin',
          ['admin', 'dashboard', 'suggestions'],
          () => import('../features/admin/feature-suggestions/feature-suggestions-page.tsx'),
          'FeatureSuggestionsPage',
        ),
      },
      {
        path: paths.adminReports,
        ...guarded(
          'super_admin',
          ['admin', 'booking', 'dashboard'],
          () => import('../features/admin/reports-page.tsx'),
          'AdminReportsPage',
        ),
      },
      {
        path: paths.adminSubscriptions,
        ...guarded(
          'super_admin',
          ['practice'],
          () => import('../features/subscriptions/components/admin-subscriptions-page.tsx'),
          'AdminSubscriptionsPage',
        ),
      },
      {
        path: paths.adminApplications,
        ...guarded(
          'super_admin',
          ['booking', 'dashboard', 'onboarding'],
          () => import('../features/admin/applications/applications-list-page.tsx'),
          'AdminApplicationsPage',
        ),
      },
      {
        path: routePattern(paths.adminApplication, 'id'),
        ...guarded(
          'super_admin',
          ['booking', 'onboarding'],
          () => import('../features/admin/applications/application-detail-page.tsx'),
          'AdminApplicationPage',
        ),
      },
      {
        path: paths.adminMaintenance,
        ...guarded(
          'super_admin',
          ['admin', 'dashboard', 'public'],
          () => import('../features/admin/maintenance/maintenance-settings-page.tsx'),
          'MaintenanceSettingsPage',
        ),
      },
      {
        path: paths.adminMaintenancePreview,
        ...guarded(
          'super_admin',
          ['public', 'home'],
          () => import('../features/maintenance/coming-soon-page.tsx'),
          'ComingSoonPage',
        ),
      },
      {
        path: paths.adminWaitingList,
        ...guarded(
          'super_admin',
          ['admin', 'dashboard'],
          () => import('../features/admin/waiting-list/waiting-list-page.tsx'),
          'WaitingListPage',
        ),
      },
      // The overview is the console's home; an unknown sub-path shows it too.
      {
        path: `${paths.admin}/*`,
        ...guarded(
          'super_admin',
          ['admin', 'dashboard', 'onboarding'],
          () => import('../features/admin/overview/admin-overview-page.tsx'),
          'AdminOverviewPage',
        ),
      },
      {
        path: paths.providerProfileReviews,
        ...guarded(
          'super_admin',
          ['admin', 'dashboard', 'lists', 'provider'],
          () => import('../features/admin/profile-reviews/profile-reviews-page.tsx'),
          'ProfileReviewsPage',
        ),
      },
      {
        path: paths.contentManagement,
        ...guarded(
          'super_admin',
          ['account', 'admin', 'dashboard'],
          () => import('../features/admin/content-management/content-management-page.tsx'),
          'ContentManagementPage',
        ),
      },
      { id: 'not-found', path: '*', Component: NotFoundPage },
    ],
  },
];

/**
 * The pages the server draws in full (ADR 16): everyone may see them, and search engines should.
 * Every other page is drawn in the browser.
 */
export const SERVER_RENDERED_ROUTES = new Set([
  'home',
  'search',
  'provider',
  'organization',
  'about',
  'contact',
  'privacy',
  'terms',
  'accessibility',
  'how-it-works',
  'guide',
  'insurance',
  'medicare',
  'faq',
  'stories',
  'not-found',
]);

/**
 * The namespaces a page's words come from: every page's (the layout's) and those its routes
 * declare. The server loads them to draw the page, the browser before it takes the page over.
 */
export function pageNamespaces(pathname: string, basename?: string): Namespace[] {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  const declared = matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.i18n ?? []);
  return [...new Set([...APP_NAMESPACES, ...declared])];
}

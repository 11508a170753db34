import type { RouteObject } from 'react-router';
import type { Role } from '#shared/roles.ts';
import { RouteErrorFallback } from '../components/layout/error-fallback.tsx';
import { ProtectedRoute } from '../features/auth/components/protected-route.tsx';
import { NotFoundPage } from '../components/layout/not-found-page.tsx';
import { paths, routePattern } from '../config/paths.ts';
import { LOCALES, splitLocalePath } from '#shared/i18n/locales.ts';

/** Pages other than home are split out of the first download; each arrives when first opened. */
const content = (
  load: () => Promise<Record<string, React.ComponentType>>,
  name: string,
): RouteObject['lazy'] => {
  return async () => ({ Component: (await load())[name] });
};

/** A page for one role (or super_admin), loaded when first opened. */
const guarded = (
  role: Role,
  load: () => Promise<Record<string, React.ComponentType>>,
  name: string,
): RouteObject['lazy'] => {
  return async () => {
    const Page = (await load())[name];
    return {
      Component: () => (
        <ProtectedRoute role={role}>
          <Page />
        </ProtectedRoute>
      ),
    };
  };
};

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
      { id: 'home', index: true, lazy: content(homePage, 'HomePage') },
      {
        path: paths.auth,
        lazy: content(() => import('../features/auth/components/auth-page.tsx'), 'AuthPage'),
      },
      {
        path: paths.caregiverInvitation,
        lazy: content(
          () => import('../features/caregivers/components/caregiver-invitation-page.tsx'),
          'CaregiverInvitationPage',
        ),
      },
      {
        path: paths.resetPassword,
        lazy: content(
          () => import('../features/auth/components/reset-password-page.tsx'),
          'ResetPasswordPage',
        ),
      },
      {
        id: 'search',
        path: paths.providers,
        lazy: async () => ({
          Component: (await import('../features/providers/components/search-page.tsx')).ProviderSearchPage,
        }),
      },
      {
        id: 'provider',
        path: routePattern(paths.provider, 'slug'),
        lazy: content(
          () => import('../features/providers/components/profile/profile-page.tsx'),
          'ProviderProfilePage',
        ),
      },
      {
        path: paths.providerApplication,
        lazy: content(
          () => import('../features/provider-application/provider-application-page.tsx'),
          'ProviderApplicationPage',
        ),
      },
      {
        id: 'contact',
        path: paths.contact,
        lazy: content(() => import('../features/contact/contact-page.tsx'), 'ContactPage'),
      },
      {
        id: 'organization',
        path: routePattern(paths.organization, 'id'),
        lazy: content(
          () => import('../features/organizations/components/public-organization-page.tsx'),
          'PublicOrganizationPage',
        ),
      },
      {
        id: 'about',
        path: paths.about,
        lazy: content(() => import('../features/content-pages/about-page.tsx'), 'AboutPage'),
      },
      {
        id: 'privacy',
        path: paths.privacy,
        lazy: content(() => import('../features/content-pages/privacy-page.tsx'), 'PrivacyPage'),
      },
      {
        id: 'terms',
        path: paths.terms,
        lazy: content(() => import('../features/content-pages/terms-page.tsx'), 'TermsPage'),
      },
      {
        id: 'accessibility',
        path: paths.accessibility,
        lazy: content(() => import('../features/content-pages/accessibility-page.tsx'), 'AccessibilityPage'),
      },
      {
        id: 'how-it-works',
        path: paths.howItWorks,
        lazy: content(() => import('../features/content-pages/how-it-works-page.tsx'), 'HowItWorksPage'),
      },
      {
        id: 'guide',
        path: paths.guide,
        lazy: content(() => import('../features/content-pages/guide-page.tsx'), 'GuidePage'),
      },
      {
        id: 'insurance',
        path: paths.insurance,
        lazy: content(() => import('../features/content-pages/insurance-page.tsx'), 'InsurancePage'),
      },
      {
        id: 'medicare',
        path: paths.medicare,
        lazy: content(() => import('../features/content-pages/medicare-page.tsx'), 'MedicarePage'),
      },
      {
        id: 'faq',
        path: paths.faq,
        lazy: content(() => import('../features/content-pages/faq-page.tsx'), 'FaqPage'),
      },
      {
        id: 'stories',
        path: paths.stories,
        lazy: content(() => import('../features/content-pages/stories-page.tsx'), 'StoriesPage'),
      },
      {
        path: paths.patientAppointments,
        lazy: guarded(
          'patient',
          () => import('../features/appointments/components/patient-appointments-page.tsx'),
          'PatientAppointmentsPage',
        ),
      },
      {
        path: paths.patientMessages,
        lazy: guarded(
          'patient',
          () => import('../features/messaging/components/messages-page.tsx'),
          'MessagesPage',
        ),
      },
      {
        path: paths.patientSettings,
        lazy: guarded('patient', () => import('./settings-page.tsx'), 'PatientSettingsPage'),
      },
      {
        path: paths.patientSaved,
        lazy: guarded(
          'patient',
          () => import('../features/patient-dashboard/components/saved-providers-page.tsx'),
          'SavedProvidersPage',
        ),
      },
      {
        path: paths.patientReviews,
        lazy: guarded(
          'patient',
          () => import('../features/patient-dashboard/components/my-reviews-page.tsx'),
          'MyReviewsPage',
        ),
      },
      // The overview is the area's home; an unknown sub-path shows it too.
      {
        path: `${paths.patientDashboard}/*`,
        lazy: guarded(
          'patient',
          () => import('../features/patient-dashboard/components/overview-page.tsx'),
          'PatientOverviewPage',
        ),
      },
      {
        path: paths.providerReviews,
        lazy: guarded(
          'provider',
          () => import('../features/providers/components/reviews/provider-reviews-page.tsx'),
          'ProviderReviewsPage',
        ),
      },
      {
        path: paths.providerAppointments,
        lazy: guarded(
          'provider',
          () => import('../features/appointments/components/provider-appointments-page.tsx'),
          'ProviderAppointmentsPage',
        ),
      },
      {
        path: paths.providerSchedule,
        lazy: guarded(
          'provider',
          () => import('../features/schedule/components/schedule-page.tsx'),
          'ProviderSchedulePage',
        ),
      },
      {
        path: paths.providerMessages,
        lazy: guarded(
          'provider',
          () => import('../features/messaging/components/messages-page.tsx'),
          'MessagesPage',
        ),
      },
      {
        path: paths.providerSubscription,
        lazy: guarded(
          'provider',
          () => import('../features/subscriptions/components/provider-subscription-page.tsx'),
          'ProviderSubscriptionPage',
        ),
      },
      {
        path: paths.providerProfileEditor,
        lazy: guarded(
          'provider',
          () => import('../features/provider-profile/profile-editor-page.tsx'),
          'ProviderProfileEditorPage',
        ),
      },
      {
        path: paths.providerSettings,
        lazy: guarded('provider', () => import('./settings-page.tsx'), 'ProviderSettingsPage'),
      },
      {
        path: paths.providerOrganizations,
        lazy: guarded(
          'provider',
          () => import('../features/organizations/components/provider-organizations-page.tsx'),
          'ProviderOrganizationsPage',
        ),
      },
      {
        // The overview is the area's home; an unknown sub-path shows it too.
        path: `${paths.providerDashboard}/*`,
        lazy: guarded(
          'provider',
          () => import('../features/provider-dashboard/overview-page.tsx'),
          'ProviderOverviewPage',
        ),
      },
      {
        path: paths.organizationProfile,
        lazy: guarded(
          'organization_admin',
          () => import('../features/organizations/components/organization-profile-page.tsx'),
          'OrganizationProfilePage',
        ),
      },
      {
        path: paths.organizationProviders,
        lazy: guarded(
          'organization_admin',
          () => import('../features/organizations/components/organization-providers-page.tsx'),
          'OrganizationProvidersPage',
        ),
      },
      {
        path: paths.organizationAppointments,
        lazy: guarded(
          'organization_admin',
          () => import('../features/organizations/components/organization-appointments-page.tsx'),
          'OrganizationAppointmentsPage',
        ),
      },
      {
        path: `${paths.organizationDashboard}/*`,
        lazy: guarded(
          'organization_admin',
          () => import('../features/organizations/components/organization-overview-page.tsx'),
          'OrganizationOverviewPage',
        ),
      },
      {
        path: paths.organizationAdminDashboard,
        lazy: guarded(
          'organization_admin',
          () => import('../features/organizations/components/organization-overview-page.tsx'),
          'OrganizationOverviewPage',
        ),
      },
      {
        path: paths.adminProfile,
        lazy: guarded(
          'super_admin',
          () => import('../features/admin/profile/admin-profile-page.tsx'),
          'AdminProfilePage',
        ),
      },
      {
        path: paths.adminUsers,
        lazy: guarded(
          'super_admin',
          () => import('../features/admin/users/users-page.tsx'),
          'AdminUsersPage',
        ),
      },
      {
        path: paths.adminProviders,
        lazy: guarded(
          'super_admin',
          () => import('../features/admin/providers/providers-page.tsx'),
          'AdminProvidersPage',
        ),
      },
      {
        path: paths.adminMailOutbox,
        lazy: guarded(
          'super_admin',
          () => import('../features/admin/mail/mail-outbox-page.tsx'),
          'MailOutboxPage',
        ),
      },
      {
        path: paths.adminAuditLog,
        lazy: guarded(
          'super_admin',
          () => import('../features/admin/audit-log/audit-log-page.tsx'),
          'AuditLogPage',
        ),
      },
      {
        path: paths.adminFeatureSuggestions,
        lazy: guarded(
          'super_admin',
          () => import('../features/admin/feature-suggestions/feature-suggestions-page.tsx'),
          'FeatureSuggestionsPage',
        ),
      },
      {
        path: paths.adminReports,
        lazy: guarded('super_admin', () => import('../features/admin/reports-page.tsx'), 'AdminReportsPage'),
      },
      {
        path: paths.adminSubscriptions,
        lazy: guarded(
          'super_admin',
          () => import('../features/subscriptions/components/admin-subscriptions-page.tsx'),
          'AdminSubscriptionsPage',
        ),
      },
      {
        path: paths.adminApplications,
        lazy: guarded(
          'super_admin',
          () => import('../features/admin/applications/applications-list-page.tsx'),
          'AdminApplicationsPage',
        ),
      },
      {
        path: routePattern(paths.adminApplication, 'id'),
        lazy: guarded(
          'super_admin',
          () => import('../features/admin/applications/application-detail-page.tsx'),
          'AdminApplicationPage',
        ),
      },
      {
        path: paths.adminMaintenance,
        lazy: guarded(
          'super_admin',
          () => import('../features/admin/maintenance/maintenance-settings-page.tsx'),
          'MaintenanceSettingsPage',
        ),
      },
      {
        path: paths.adminMaintenancePreview,
        lazy: guarded(
          'super_admin',
          () => import('../features/maintenance/coming-soon-page.tsx'),
          'ComingSoonPage',
        ),
      },
      {
        path: paths.adminWaitingList,
        lazy: guarded(
          'super_admin',
          () => import('../features/admin/waiting-list/waiting-list-page.tsx'),
          'WaitingListPage',
        ),
      },
      // The overview is the console's home; an unknown sub-path shows it too.
      {
        path: `${paths.admin}/*`,
        lazy: guarded(
          'super_admin',
          () => import('../features/admin/overview/admin-overview-page.tsx'),
          'AdminOverviewPage',
        ),
      },
      {
        path: paths.providerProfileReviews,
        lazy: guarded(
          'super_admin',
          () => import('../features/admin/profile-reviews/profile-reviews-page.tsx'),
          'ProfileReviewsPage',
        ),
      },
      {
        path: paths.contentManagement,
        lazy: guarded(
          'super_admin',
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

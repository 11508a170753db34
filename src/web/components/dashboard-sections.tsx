import {
  BadgeDollarSign,
  Building2,
  Heart,
  History,
  Mail,
  Star,
  Stethoscope,
  Users,
  CalendarCheck,
  CalendarClock,
  ClipboardCheck,
  Construction,
  FilePenLine,
  Flag,
  Lightbulb,
  ListChecks,
  MessageSquare,
  MessageSquareQuote,
  Settings,
  ShieldCheck,
  UserRoundPen,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { useT } from '../lib/i18n.tsx';

type Section = { to: string; title: MessageKey; text: MessageKey; icon: typeof Flag };

const AREAS = {
  patient: {
    title: 'dashboard.overview.patientTitle',
    intro: 'dashboard.overview.patientIntro',
    sections: [
      {
        to: paths.patientAppointments,
        title: 'dashboard.overview.patientMyAppointments',
        text: 'dashboard.overview.patientMyAppointmentsText',
        icon: CalendarCheck,
      },
      {
        to: paths.patientMessages,
        title: 'dashboard.overview.patientMessages',
        text: 'dashboard.overview.patientMessagesText',
        icon: MessageSquare,
      },
      {
        to: paths.patientSaved,
        title: 'dashboard.overview.patientSavedProviders',
        text: 'dashboard.overview.patientSavedProvidersText',
        icon: Heart,
      },
      {
        to: paths.patientReviews,
        title: 'dashboard.overview.patientMyReviews',
        text: 'dashboard.overview.patientMyReviewsText',
        icon: Star,
      },
      {
        to: paths.patientSettings,
        title: 'dashboard.overview.patientProfileAndSettings',
        text: 'dashboard.overview.patientProfileAndSettingsText',
        icon: Settings,
      },
    ] as Section[],
  },
  provider: {
    title: 'dashboard.overview.providerTitle',
    intro: 'dashboard.overview.providerIntro',
    sections: [
      {
        to: paths.providerProfileEditor,
        title: 'dashboard.overview.providerYourProfile',
        text: 'dashboard.overview.providerYourProfileText',
        icon: UserRoundPen,
      },
      {
        to: paths.providerAppointments,
        title: 'dashboard.overview.providerAppointments',
        text: 'dashboard.overview.providerAppointmentsText',
        icon: CalendarCheck,
      },
      {
        to: paths.providerSchedule,
        title: 'dashboard.overview.providerYourSchedule',
        text: 'dashboard.overview.providerYourScheduleText',
        icon: CalendarClock,
      },
      {
        to: paths.providerReviews,
        title: 'dashboard.overview.providerPatientReviews',
        text: 'dashboard.overview.providerPatientReviewsText',
        icon: MessageSquareQuote,
      },
      {
        to: paths.providerMessages,
        title: 'dashboard.overview.providerMessages',
        text: 'dashboard.overview.providerMessagesText',
        icon: MessageSquare,
      },
      {
        to: paths.providerOrganizations,
        title: 'dashboard.overview.providerOrganizations',
        text: 'dashboard.overview.providerOrganizationsText',
        icon: Building2,
      },
      {
        to: paths.providerSubscription,
        title: 'dashboard.overview.providerSubscription',
        text: 'dashboard.overview.providerSubscriptionText',
        icon: BadgeDollarSign,
      },
      {
        to: paths.providerSettings,
        title: 'dashboard.overview.providerSettings',
        text: 'dashboard.overview.providerSettingsText',
        icon: Settings,
      },
    ],
  },
  organization: {
    title: 'dashboard.overview.organizationTitle',
    intro: 'dashboard.overview.organizationIntro',
    sections: [
      {
        to: paths.organizationProfile,
        title: 'dashboard.overview.organizationOrganizationProfile',
        text: 'dashboard.overview.organizationOrganizationProfileText',
        icon: Building2,
      },
      {
        to: paths.organizationProviders,
        title: 'dashboard.overview.organizationProviders',
        text: 'dashboard.overview.organizationProvidersText',
        icon: Stethoscope,
      },
      {
        to: paths.organizationAppointments,
        title: 'dashboard.overview.organizationAppointments',
        text: 'dashboard.overview.organizationAppointmentsText',
        icon: CalendarCheck,
      },
    ] as Section[],
  },
  admin: {
    title: 'dashboard.overview.adminTitle',
    intro: 'dashboard.overview.adminIntro',
    sections: [
      {
        to: paths.adminUsers,
        title: 'dashboard.overview.adminUsers',
        text: 'dashboard.overview.adminUsersText',
        icon: Users,
      },
      {
        to: paths.adminProviders,
        title: 'dashboard.overview.adminProviders',
        text: 'dashboard.overview.adminProvidersText',
        icon: Stethoscope,
      },
      {
        to: paths.adminApplications,
        title: 'dashboard.overview.adminProviderApplications',
        text: 'dashboard.overview.adminProviderApplicationsText',
        icon: ClipboardCheck,
      },
      {
        to: paths.providerProfileReviews,
        title: 'dashboard.overview.adminProviderProfileReviews',
        text: 'dashboard.overview.adminProviderProfileReviewsText',
        icon: ShieldCheck,
      },
      {
        to: paths.adminReports,
        title: 'dashboard.overview.adminProfileReports',
        text: 'dashboard.overview.adminProfileReportsText',
        icon: Flag,
      },
      {
        to: paths.adminSubscriptions,
        title: 'dashboard.overview.adminSubscriptions',
        text: 'dashboard.overview.adminSubscriptionsText',
        icon: BadgeDollarSign,
      },
      {
        to: paths.adminFeatureSuggestions,
        title: 'dashboard.overview.adminFeatureSuggestions',
        text: 'dashboard.overview.adminFeatureSuggestionsText',
        icon: Lightbulb,
      },
      {
        to: paths.contentManagement,
        title: 'dashboard.overview.adminContentManagement',
        text: 'dashboard.overview.adminContentManagementText',
        icon: FilePenLine,
      },
      {
        to: paths.adminMaintenance,
        title: 'dashboard.overview.adminMaintenanceMode',
        text: 'dashboard.overview.adminMaintenanceModeText',
        icon: Construction,
      },
      {
        to: paths.adminWaitingList,
        title: 'dashboard.overview.adminWaitingList',
        text: 'dashboard.overview.adminWaitingListText',
        icon: ListChecks,
      },
      {
        to: paths.adminMailOutbox,
        title: 'dashboard.overview.adminMailOutbox',
        text: 'dashboard.overview.adminMailOutboxText',
        icon: Mail,
      },
      {
        to: paths.adminAuditLog,
        title: 'dashboard.overview.adminAuditLog',
        text: 'dashboard.overview.adminAuditLogText',
        icon: History,
      },
    ],
  },
} as const;

export type DashboardArea = keyof typeof AREAS;

/** The greeting at the top of each area's overview. */
export function DashboardGreeting() {
  const { user } = useAuth();
  const t = useT();
  const name = user?.firstName || user?.practiceName;
  return (
    <p className="mt-8 text-2xl font-bold" data-testid="dashboard-greeting">
      {name ? t('dashboard.overview.welcome', { name }) : t('dashboard.overview.welcomeNoName')}
    </p>
  );
}

/**
 * The links to every tool of an area; each overview page ends with them. `show` keeps only some (a
 * caregiver sees the tools the patient lets them use).
 */
export function DashboardSections({
  area,
  show = () => true,
}: {
  area: DashboardArea;
  show?: (path: string) => boolean;
}) {
  const { title, sections } = AREAS[area];
  const t = useT();
  return (
    <nav aria-label={t('dashboard.overview.sections', { title: t(title) })} className="mt-8">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {(sections as readonly Section[])
          .filter((s) => show(s.to))
          .map(({ to, title: label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="hover:border-primary flex h-full gap-4 rounded-2xl border-2 border-stone-300 bg-white p-5 no-underline dark:border-stone-700 dark:bg-stone-900"
              >
                <Icon aria-hidden className="text-primary size-8 shrink-0 dark:text-sky-300" />
                <span>
                  <span className="text-primary block text-xl font-bold underline dark:text-sky-300">
                    {t(label)}
                  </span>
                  <span className="text-ink dark:text-stone-200">{t(text)}</span>
                </span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** The heading and introduction of an area, for its overview page, in the page's language. */
export function useDashboardTitle(area: DashboardArea) {
  const t = useT();
  return { title: t(AREAS[area].title), intro: t(AREAS[area].intro) };
}

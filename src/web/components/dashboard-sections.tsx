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
import { PageHeading } from './layout/page-heading.tsx';

type Section = { to: string; title: MessageKey; text: MessageKey; icon: typeof Flag };

const AREAS = {
  patient: {
    title: 'common.dashboard.patientTitle',
    intro: 'common.dashboard.patientIntro',
    sections: [
      {
        to: paths.patientAppointments,
        title: 'common.dashboard.patientMyAppointments',
        text: 'common.dashboard.patientMyAppointmentsText',
        icon: CalendarCheck,
      },
      {
        to: paths.patientMessages,
        title: 'common.dashboard.patientMessages',
        text: 'common.dashboard.patientMessagesText',
        icon: MessageSquare,
      },
      {
        to: paths.patientSaved,
        title: 'common.dashboard.patientSavedProviders',
        text: 'common.dashboard.patientSavedProvidersText',
        icon: Heart,
      },
      {
        to: paths.patientReviews,
        title: 'common.dashboard.patientMyReviews',
        text: 'common.dashboard.patientMyReviewsText',
        icon: Star,
      },
      {
        to: paths.patientSettings,
        title: 'common.dashboard.patientProfileAndSettings',
        text: 'common.dashboard.patientProfileAndSettingsText',
        icon: Settings,
      },
    ] as Section[],
  },
  provider: {
    title: 'common.dashboard.providerTitle',
    intro: 'common.dashboard.providerIntro',
    sections: [
      {
        to: paths.providerProfileEditor,
        title: 'common.dashboard.providerYourProfile',
        text: 'common.dashboard.providerYourProfileText',
        icon: UserRoundPen,
      },
      {
        to: paths.providerAppointments,
        title: 'common.dashboard.providerAppointments',
        text: 'common.dashboard.providerAppointmentsText',
        icon: CalendarCheck,
      },
      {
        to: paths.providerSchedule,
        title: 'common.dashboard.providerYourSchedule',
        text: 'common.dashboard.providerYourScheduleText',
        icon: CalendarClock,
      },
      {
        to: paths.providerReviews,
        title: 'common.dashboard.providerPatientReviews',
        text: 'common.dashboard.providerPatientReviewsText',
        icon: MessageSquareQuote,
      },
      {
        to: paths.providerMessages,
        title: 'common.dashboard.providerMessages',
        text: 'common.dashboard.providerMessagesText',
        icon: MessageSquare,
      },
      {
        to: paths.providerOrganizations,
        title: 'common.dashboard.providerOrganizations',
        text: 'common.dashboard.providerOrganizationsText',
        icon: Building2,
      },
      {
        to: paths.providerSubscription,
        title: 'common.dashboard.providerSubscription',
        text: 'common.dashboard.providerSubscriptionText',
        icon: BadgeDollarSign,
      },
      {
        to: paths.providerSettings,
        title: 'common.dashboard.providerSettings',
        text: 'common.dashboard.providerSettingsText',
        icon: Settings,
      },
    ],
  },
  organization: {
    title: 'common.dashboard.organizationTitle',
    intro: 'common.dashboard.organizationIntro',
    sections: [
      {
        to: paths.organizationProfile,
        title: 'common.dashboard.organizationOrganizationProfile',
        text: 'common.dashboard.organizationOrganizationProfileText',
        icon: Building2,
      },
      {
        to: paths.organizationProviders,
        title: 'common.dashboard.organizationProviders',
        text: 'common.dashboard.organizationProvidersText',
        icon: Stethoscope,
      },
      {
        to: paths.organizationAppointments,
        title: 'common.dashboard.organizationAppointments',
        text: 'common.dashboard.organizationAppointmentsText',
        icon: CalendarCheck,
      },
    ] as Section[],
  },
  admin: {
    title: 'common.dashboard.adminTitle',
    intro: 'common.dashboard.adminIntro',
    sections: [
      {
        to: paths.adminUsers,
        title: 'common.dashboard.adminUsers',
        text: 'common.dashboard.adminUsersText',
        icon: Users,
      },
      {
        to: paths.adminProviders,
        title: 'common.dashboard.adminProviders',
        text: 'common.dashboard.adminProvidersText',
        icon: Stethoscope,
      },
      {
        to: paths.adminApplications,
        title: 'common.dashboard.adminProviderApplications',
        text: 'common.dashboard.adminProviderApplicationsText',
        icon: ClipboardCheck,
      },
      {
        to: paths.providerProfileReviews,
        title: 'common.dashboard.adminProviderProfileReviews',
        text: 'common.dashboard.adminProviderProfileReviewsText',
        icon: ShieldCheck,
      },
      {
        to: paths.adminReports,
        title: 'common.dashboard.adminProfileReports',
        text: 'common.dashboard.adminProfileReportsText',
        icon: Flag,
      },
      {
        to: paths.adminSubscriptions,
        title: 'common.dashboard.adminSubscriptions',
        text: 'common.dashboard.adminSubscriptionsText',
        icon: BadgeDollarSign,
      },
      {
        to: paths.adminFeatureSuggestions,
        title: 'common.dashboard.adminFeatureSuggestions',
        text: 'common.dashboard.adminFeatureSuggestionsText',
        icon: Lightbulb,
      },
      {
        to: paths.contentManagement,
        title: 'common.dashboard.adminContentManagement',
        text: 'common.dashboard.adminContentManagementText',
        icon: FilePenLine,
      },
      {
        to: paths.adminMaintenance,
        title: 'common.dashboard.adminMaintenanceMode',
        text: 'common.dashboard.adminMaintenanceModeText',
        icon: Construction,
      },
      {
        to: paths.adminWaitingList,
        title: 'common.dashboard.adminWaitingList',
        text: 'common.dashboard.adminWaitingListText',
        icon: ListChecks,
      },
      {
        to: paths.adminMailOutbox,
        title: 'common.dashboard.adminMailOutbox',
        text: 'common.dashboard.adminMailOutboxText',
        icon: Mail,
      },
      {
        to: paths.adminAuditLog,
        title: 'common.dashboard.adminAuditLog',
        text: 'common.dashboard.adminAuditLogText',
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
      {name ? t('common.dashboard.welcome', { name }) : t('common.dashboard.welcomeNoName')}
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
    <nav aria-label={t('common.dashboard.sections', { title: t(title) })} className="mt-8">
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

/** An area's landing screen before its overview page exists: greeting and section links. */
export function DashboardHome({ area }: { area: DashboardArea }) {
  const { title, intro } = useDashboardTitle(area);
  return (
    <PageHeading title={title} intro={intro}>
      <DashboardGreeting />
      <DashboardSections area={area} />
    </PageHeading>
  );
}

/** The heading and introduction of an area, for its overview page, in the page's language. */
export function useDashboardTitle(area: DashboardArea) {
  const t = useT();
  return { title: t(AREAS[area].title), intro: t(AREAS[area].intro) };
}

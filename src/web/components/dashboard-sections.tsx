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
import { useAuth } from '../lib/auth/auth-context.tsx';
import { PageHeading } from './layout/page-heading.tsx';

type Section = { to: string; title: string; text: string; icon: typeof Flag };

const AREAS = {
  patient: {
    title: 'Patient Dashboard',
    intro: 'Your appointments, messages and saved providers.',
    sections: [
      {
        to: paths.patientAppointments,
        title: 'My Appointments',
        text: 'Your upcoming and past visits; add them to your calendar or cancel.',
        icon: CalendarCheck,
      },
      {
        to: paths.patientMessages,
        title: 'Messages',
        text: 'Write to your providers and read their replies.',
        icon: MessageSquare,
      },
      {
        to: paths.patientSaved,
        title: 'Saved Providers',
        text: 'The providers you saved, ready to call, message or book.',
        icon: Heart,
      },
      {
        to: paths.patientReviews,
        title: 'My Reviews',
        text: 'The reviews you wrote: read, change or delete them.',
        icon: Star,
      },
      {
        to: paths.patientSettings,
        title: 'Profile and Settings',
        text: 'Your name, phone, address, photo and password, and how we keep you informed.',
        icon: Settings,
      },
    ] as Section[],
  },
  provider: {
    title: 'Provider Dashboard',
    intro: 'Your appointments, schedule, reviews and messages.',
    sections: [
      {
        to: paths.providerProfileEditor,
        title: 'Your Profile',
        text: 'Keep your public profile, photos and credentials up to date and send changes for review.',
        icon: UserRoundPen,
      },
      {
        to: paths.providerAppointments,
        title: 'Appointments',
        text: "Today's, upcoming and past visits; confirm, cancel or mark them.",
        icon: CalendarCheck,
      },
      {
        to: paths.providerSchedule,
        title: 'Your Schedule',
        text: 'Set your hours, make time slots, block time off and manage appointment types.',
        icon: CalendarClock,
      },
      {
        to: paths.providerReviews,
        title: 'Patient Reviews',
        text: 'Read what patients say and respond to them.',
        icon: MessageSquareQuote,
      },
      {
        to: paths.providerMessages,
        title: 'Messages',
        text: 'Read and answer messages from your patients.',
        icon: MessageSquare,
      },
      {
        to: paths.providerOrganizations,
        title: 'Organizations',
        text: 'Invitations from medical groups, and the organizations you belong to.',
        icon: Building2,
      },
      {
        to: paths.providerSubscription,
        title: 'Subscription',
        text: 'Your $90 monthly plan: start it, see its status or cancel it.',
        icon: BadgeDollarSign,
      },
      {
        to: paths.providerSettings,
        title: 'Settings',
        text: 'Choose how CareConnect tells you about bookings, messages and reviews.',
        icon: Settings,
      },
    ],
  },
  organization: {
    title: 'Organization Dashboard',
    intro: 'Your organization, its providers and their appointments.',
    sections: [
      {
        to: paths.organizationProfile,
        title: 'Organization Profile',
        text: 'Your name, logo, description, address and locations, as patients see them.',
        icon: Building2,
      },
      {
        to: paths.organizationProviders,
        title: 'Providers',
        text: 'Invite providers, approve their requests to join, and end affiliations.',
        icon: Stethoscope,
      },
      {
        to: paths.organizationAppointments,
        title: 'Appointments',
        text: "A summary of your providers' appointments.",
        icon: CalendarCheck,
      },
    ] as Section[],
  },
  admin: {
    title: 'Admin Dashboard',
    intro: 'Users, providers, applications, site content, reports and settings.',
    sections: [
      {
        to: paths.adminUsers,
        title: 'Users',
        text: 'Find accounts, change a role, disable an account or send a password-reset email.',
        icon: Users,
      },
      {
        to: paths.adminProviders,
        title: 'Providers',
        text: 'Find providers, set their status, and feature or unfeature them.',
        icon: Stethoscope,
      },
      {
        to: paths.adminApplications,
        title: 'Provider Applications',
        text: 'Review applications and move them through the photoshoot to final approval.',
        icon: ClipboardCheck,
      },
      {
        to: paths.providerProfileReviews,
        title: 'Provider Profile Reviews',
        text: 'Approve provider profiles and profile changes, or send them back with a note.',
        icon: ShieldCheck,
      },
      {
        to: paths.adminReports,
        title: 'Profile Reports',
        text: 'Problems visitors found on provider profiles.',
        icon: Flag,
      },
      {
        to: paths.adminSubscriptions,
        title: 'Subscriptions',
        text: "Providers' subscriptions: arrange billing, mark them active or cancel them.",
        icon: BadgeDollarSign,
      },
      {
        to: paths.adminFeatureSuggestions,
        title: 'Feature Suggestions',
        text: 'Ideas sent in by patients, providers and staff: read them and set where each stands.',
        icon: Lightbulb,
      },
      {
        to: paths.contentManagement,
        title: 'Content Management',
        text: "The words and pictures of the home and about pages, and the site's logo.",
        icon: FilePenLine,
      },
      {
        to: paths.adminMaintenance,
        title: 'Maintenance Mode',
        text: 'Show visitors the coming-soon page before launch, and set its preview password and words.',
        icon: Construction,
      },
      {
        to: paths.adminWaitingList,
        title: 'Waiting List',
        text: 'People waiting to hear when we launch: search the list or download it.',
        icon: ListChecks,
      },
      {
        to: paths.adminMailOutbox,
        title: 'Mail Outbox',
        text: 'Every email the site sent or is sending: see what failed and send it again.',
        icon: Mail,
      },
      {
        to: paths.adminAuditLog,
        title: 'Audit Log',
        text: 'Every change an admin made: who, what, when, before and after.',
        icon: History,
      },
    ],
  },
} as const;

export type DashboardArea = keyof typeof AREAS;

/** The greeting at the top of each area's overview. */
export function DashboardGreeting() {
  const { user } = useAuth();
  const name = user?.firstName || user?.practiceName || 'there';
  return (
    <p className="mt-8 text-2xl font-bold" data-testid="dashboard-greeting">
      Welcome, {name}!
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
  return (
    <nav aria-label={`${title} sections`} className="mt-8">
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
                    {label}
                  </span>
                  <span className="text-ink dark:text-stone-200">{text}</span>
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
  const { title, intro } = AREAS[area];
  return (
    <PageHeading title={title} intro={intro}>
      <DashboardGreeting />
      <DashboardSections area={area} />
    </PageHeading>
  );
}

/** The heading and introduction of an area, for its overview page. */
export const dashboardTitle = (area: DashboardArea) => ({
  title: AREAS[area].title,
  intro: AREAS[area].intro,
});

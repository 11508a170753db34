import {
  BadgeDollarSign,
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
import { paths } from '../../config/paths.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { PageHeading } from '../placeholders/section-page.tsx';

type Section = { to: string; title: string; text: string; icon: typeof Flag };

const AREAS = {
  patient: {
    title: 'Patient Dashboard',
    intro: 'Your appointments, messages and saved providers will appear here.',
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
        to: paths.patientSettings,
        title: 'Settings',
        text: 'Choose how CareConnect tells you about messages and appointments.',
        icon: Settings,
      },
    ] as Section[],
  },
  provider: {
    title: 'Provider Dashboard',
    intro: 'Your appointments, schedule, reviews and messages will appear here.',
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
    intro: 'Your organization, its providers and their appointments will appear here.',
    sections: [] as Section[],
  },
  admin: {
    title: 'Admin Dashboard',
    intro: 'Site content, provider reviews, reports and settings will appear here.',
    sections: [
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
    ],
  },
} as const;

/** The landing screen of each role's area: greets the signed-in user by name and lists its sections. */
export function DashboardHome({ area }: { area: keyof typeof AREAS }) {
  const { user } = useAuth();
  const name = user?.firstName || user?.practiceName || 'there';
  const { title, intro, sections } = AREAS[area];
  return (
    <PageHeading title={title} intro={intro}>
      <p className="mt-8 text-2xl font-bold" data-testid="dashboard-greeting">
        Welcome, {name}!
      </p>
      {sections.length > 0 && (
        <nav aria-label={`${title} sections`} className="mt-8">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sections.map(({ to, title: label, text, icon: Icon }) => (
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
      )}
    </PageHeading>
  );
}

import { useAuth } from '../auth/auth-context.tsx';
import { PageHeading } from '../placeholders/section-page.tsx';

const AREAS = {
  patient: {
    title: 'Patient Dashboard',
    intro: 'Your appointments, messages and saved providers will appear here.',
  },
  provider: {
    title: 'Provider Dashboard',
    intro: 'Your appointments, schedule, reviews and messages will appear here.',
  },
  organization: {
    title: 'Organization Dashboard',
    intro: 'Your organization, its providers and their appointments will appear here.',
  },
  admin: {
    title: 'Admin Dashboard',
    intro: 'Site content, provider reviews, reports and settings will appear here.',
  },
} as const;

/** The landing screen of each role's area: greets the signed-in user by name. */
export function DashboardHome({ area }: { area: keyof typeof AREAS }) {
  const { user } = useAuth();
  const name = user?.firstName || user?.practiceName || 'there';
  const { title, intro } = AREAS[area];
  return (
    <PageHeading title={title} intro={intro}>
      <p className="mt-8 text-2xl font-bold" data-testid="dashboard-greeting">
        Welcome, {name}!
      </p>
    </PageHeading>
  );
}

import { PageHeading } from '../placeholders/section-page.tsx';

export function PrivacyPage() {
  return <PageHeading title="Privacy Policy" />;
}

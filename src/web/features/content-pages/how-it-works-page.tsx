import { PageHeading } from '../placeholders/section-page.tsx';

export function HowItWorksPage() {
  return <PageHeading title="How It Works" />;
}

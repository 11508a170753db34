import { PageHeading } from '../placeholders/section-page.tsx';

export function AboutPage() {
  return <PageHeading title="About CareConnect" />;
}

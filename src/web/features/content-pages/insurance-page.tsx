import { PageHeading } from '../placeholders/section-page.tsx';

export function InsurancePage() {
  return <PageHeading title="Insurance Information" />;
}

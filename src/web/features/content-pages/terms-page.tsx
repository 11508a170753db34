import { PageHeading } from '../placeholders/section-page.tsx';

export function TermsPage() {
  return <PageHeading title="Terms of Service" />;
}

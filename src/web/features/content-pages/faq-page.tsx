import { PageHeading } from '../placeholders/section-page.tsx';

export function FaqPage() {
  return <PageHeading title="Provider FAQ" />;
}

import { PageHeading } from '../placeholders/section-page.tsx';

export function StoriesPage() {
  return <PageHeading title="Patient Stories" />;
}

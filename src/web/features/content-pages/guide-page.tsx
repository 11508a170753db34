import { PageHeading } from '../placeholders/section-page.tsx';

export function GuidePage() {
  return <PageHeading title="Healthcare Guide" />;
}

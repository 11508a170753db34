import { PageHeading } from '../placeholders/section-page.tsx';

export function MedicarePage() {
  return <PageHeading title="Medicare Resources" />;
}

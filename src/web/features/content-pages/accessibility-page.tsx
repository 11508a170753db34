import { PageHeading } from '../placeholders/section-page.tsx';

export function AccessibilityPage() {
  return <PageHeading title="Accessibility" />;
}

import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { usePageHead } from '../../lib/page-head.tsx';
import { PageHeading } from './page-heading.tsx';

export function NotFoundPage() {
  usePageHead({ title: 'Page not found', status: 404 });
  return (
    <PageHeading
      title="Page not found"
      intro="We couldn't find that page. It may have moved, or the address may be mistyped."
    >
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.providers}>Find a provider</Link>
        </Button>
      </div>
    </PageHeading>
  );
}

import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useT } from '../../lib/i18n.tsx';
import { usePageHead } from '../../lib/page-head.tsx';
import { PageHeading } from './page-heading.tsx';

export function NotFoundPage() {
  const t = useT();
  usePageHead({ title: t('common.notFound.title'), status: 404 });
  return (
    <PageHeading title={t('common.notFound.title')} intro={t('common.notFound.intro')}>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to={paths.home}>{t('common.notFound.home')}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.providers}>{t('common.notFound.findProvider')}</Link>
        </Button>
      </div>
    </PageHeading>
  );
}

import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';

/** The way back from a dashboard tool to its dashboard, at the top of every such page. */
export function BackToDashboard({ to }: { to: string }) {
  const t = useT();
  return (
    <Button asChild variant="ghost" className="mt-4 -ml-2">
      <Link to={to}>
        <ArrowLeft aria-hidden className="size-5" />
        {t('common.nav.backToDashboard')}
      </Link>
    </Button>
  );
}

import type { MessageKey } from '#shared/i18n/translate.ts';
import { useT } from '../lib/i18n.tsx';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

// The browsers' names are brands, the same in every language.
const STEPS: [browser: string, steps: MessageKey][] = [
  ['Chrome', 'common.location.chrome'],
  ['Safari', 'common.location.safari'],
  ['Firefox', 'common.location.firefox'],
];

/** Explains why we ask for the location and how to unblock it (search.e2e.ts, docs/product.md#search). */
export function LocationPermissionDialog({
  open,
  onOpenChange,
  onAllow,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAllow: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('common.location.title')}
      description={t('common.location.why')}
    >
      <h3 className="mt-2 text-lg font-bold">{t('common.location.blocked')}</h3>
      <dl className="mt-2 flex flex-col gap-3">
        {STEPS.map(([browser, steps]) => (
          <div key={browser}>
            <dt className="font-bold">{browser}</dt>
            <dd>{t(steps)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onAllow}>
          {t('common.location.allow')}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common.location.later')}
        </Button>
      </div>
    </Dialog>
  );
}

import { Lightbulb } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';

const SuggestFeatureDialog = lazy(async () => ({
  default: (await import('./suggest-feature-dialog.tsx')).SuggestFeatureDialog,
}));

/** Any signed-in user can tell us what would make CareConnect better. */
export function SuggestFeatureButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // The form is fetched on first open, so pages that never open it do not download it.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="whitespace-nowrap"
        // Where the header row is narrower it holds only the icon; the name and tooltip still say it.
        title={t('common.suggestion.button')}
      >
        <Lightbulb aria-hidden className="size-5" />
        <span className="@max-[73rem]:sr-only">{t('common.suggestion.button')}</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SuggestFeatureDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

import { Lightbulb } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Namespace } from '#shared/i18n/locales.ts';
import { loadPageNamespaces, useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';

/**
 * The catalogue namespaces of the form's words, loaded with its code: the header is on every page,
 * and a page does not load words for a form that few open (route-namespaces.test.ts).
 */
export const SUGGEST_FEATURE_NAMESPACES: readonly Namespace[] = ['suggestions'];

const SuggestFeatureDialog = lazy(async () => {
  const [dialog] = await Promise.all([
    import('./suggest-feature-dialog.tsx'),
    loadPageNamespaces(SUGGEST_FEATURE_NAMESPACES),
  ]);
  return { default: dialog.SuggestFeatureDialog };
});

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

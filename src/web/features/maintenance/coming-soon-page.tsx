import { useQuery } from '@tanstack/react-query';
import { maintenanceDefaults } from '#shared/maintenance/maintenance.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { usePageHead } from '../../lib/page-head.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { ContactForm } from '../../components/contact-form/contact-form.tsx';
import { SpecialtyTiles } from '../../components/specialty-tiles.tsx';
import { maintenanceQuery } from './api.ts';
import { PreviewHero } from './components/preview-hero.tsx';
import { SecurePreviewCard } from './components/secure-preview-card.tsx';
import { VideoBanner } from './components/video-banner.tsx';

/**
 * What visitors see while maintenance mode is on (maintenance.test.tsx): the video banner, the
 * password-gated preview with the waiting list, the specialties to come and the contact form.
 * Super admins can open it from the maintenance settings to see it as visitors do.
 */
export function ComingSoonPage() {
  const t = useT();
  // 503: search engines keep the pages they know and come back, instead of indexing this one.
  usePageHead({ title: t('public.comingSoon.title'), status: 503 });
  const { user } = useAuth();
  const status = useQuery(maintenanceQuery(user?.id ?? null));
  // While loading the banner says so; the rest shows the defaults until the words arrive.
  const content = status.data?.content;
  const builtIn = maintenanceDefaults(useLocale());
  return (
    <div>
      <VideoBanner content={content} />
      <div className="bg-primary-soft dark:bg-stone-950">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 lg:grid-cols-2 lg:items-start [&>*]:min-w-0">
          <PreviewHero content={content ?? builtIn} />
          <SecurePreviewCard />
        </div>
      </div>
      <SpecialtyTiles />
      <div className="mx-auto max-w-7xl px-4 pb-14">
        <div className="max-w-3xl">
          <ContactForm variant="coming-soon" />
        </div>
      </div>
    </div>
  );
}

import { MessageCircle, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';

const linkClass =
  'text-primary inline-flex min-h-11 items-center text-lg font-bold underline dark:text-sky-300';

/** Near the end of the home page: one clear step for someone ready to look. */
export function FinalCallToAction() {
  const t = useT();
  return (
    <section aria-labelledby="final-cta-title" className="bg-primary-soft dark:bg-stone-900">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h2 id="final-cta-title" className="text-3xl sm:text-4xl">
          {t('home.finalCta.title')}
        </h2>
        <p className="mt-3 text-xl">{t('home.finalCta.text')}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.providers}>
              <Search aria-hidden className="size-5" />
              {t('home.finalCta.find')}
            </Link>
          </Button>
          <Link className={linkClass} to={paths.auth}>
            {t('home.finalCta.signIn')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** After the trust strip: for someone who would rather ask a person first. */
export function SecondCallToAction() {
  const t = useT();
  return (
    <section aria-labelledby="second-cta-title" className="mx-auto max-w-7xl px-4 py-14">
      <div className="flex flex-col gap-6 rounded-2xl border-2 border-primary bg-white p-6 sm:p-8 md:flex-row md:items-center dark:border-sky-300 dark:bg-stone-900">
        <div className="md:flex-1">
          <h2 id="second-cta-title" className="text-3xl">
            {t('home.secondCta.title')}
          </h2>
          <p className="mt-3 text-xl">{t('home.secondCta.text')}</p>
          <p className="mt-2">
            <Link className={linkClass} to={paths.faq}>
              {t('home.secondCta.faq')}
            </Link>
          </p>
        </div>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.contact}>
            <MessageCircle aria-hidden className="size-5" />
            {t('home.secondCta.contact')}
          </Link>
        </Button>
      </div>
    </section>
  );
}

import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * The plans named on the home page (docs/product.md#content); three show until the list is opened.
 * Plan names are official names, the same in every language.
 */
const PLANS = ['Medicare', 'Humana', 'Blue Cross', 'Anthem', 'Aetna', 'Cigna'];
const COLLAPSED = 3;

export function InsuranceStrip() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const shown = open ? PLANS : PLANS.slice(0, COLLAPSED);
  return (
    <section aria-labelledby="insurance-strip" className="mt-8">
      <h2 id="insurance-strip" className="flex items-center gap-2 text-xl">
        <ShieldCheck aria-hidden className="text-primary size-6 dark:text-sky-300" />
        {t('home.insurance.title')}
      </h2>
      <ul id="insurance-plans" className="mt-3 flex flex-wrap items-center gap-2">
        {shown.map((plan) => (
          <li key={plan}>
            <Link
              to={`${paths.providers}?insurance=${encodeURIComponent(plan)}`}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-stone-400 bg-white px-4 font-bold text-ink hover:border-primary dark:bg-stone-900 dark:text-stone-100"
            >
              {plan}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            aria-expanded={open}
            aria-controls="insurance-plans"
            onClick={() => setOpen((o) => !o)}
            className="text-primary min-h-11 px-2 font-bold underline dark:text-sky-300"
          >
            {open ? t('home.insurance.fewer') : t('home.insurance.more', { count: PLANS.length - COLLAPSED })}
          </button>
        </li>
        <li className="text-ink-muted font-bold dark:text-stone-300">{t('home.insurance.fiftyMore')}</li>
      </ul>
    </section>
  );
}

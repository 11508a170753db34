import { useRef } from 'react';
import { useCountUp } from '../hooks/use-count-up.ts';
import { useSeen } from '../hooks/use-seen.ts';
import { useT } from '../../../lib/i18n.tsx';
import { TRUST_BADGES, TRUST_COUNT_MS, TRUST_STATS, TRUST_SUBTITLE, TRUST_TITLE } from '../trust.ts';

/** 'Trusted Healthcare Platform': what we promise, and figures that count up once seen. */
export function TrustStrip() {
  const statsRef = useRef<HTMLUListElement>(null);
  const seen = useSeen(statsRef);
  const t = useT();
  return (
    <section aria-labelledby="trust-title" className="bg-white dark:bg-stone-950">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="trust-title" className="text-center text-3xl">
          {t(TRUST_TITLE)}
        </h2>
        <p className="text-ink-muted mt-2 text-center text-xl dark:text-stone-300">{t(TRUST_SUBTITLE)}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST_BADGES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border-2 border-stone-300 p-5 dark:border-stone-700"
            >
              <Icon aria-hidden className="text-primary size-9 shrink-0 dark:text-sky-300" />
              <div>
                <h3 className="text-xl">{t(title)}</h3>
                <p className="mt-1">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
        <ul ref={statsRef} className="mt-8 grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-4">
          {TRUST_STATS.map((stat) => (
            <TrustStat key={stat.label} {...stat} running={seen} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function TrustStat({
  value,
  figure,
  label,
  running,
}: {
  value: number;
  figure?: (typeof TRUST_STATS)[number]['figure'];
  label: (typeof TRUST_STATS)[number]['label'];
  running: boolean;
}) {
  const t = useT();
  const shown = useCountUp(value, running, TRUST_COUNT_MS);
  const inFigure = (n: number) => (figure ? t(figure, { value: n }) : String(n));
  return (
    <li className="bg-primary-soft rounded-2xl p-5 text-center dark:bg-stone-900">
      {/* Screen readers hear the final figure once, not every step of the count. */}
      <p aria-hidden className="text-primary text-4xl font-bold tabular-nums dark:text-sky-300">
        {inFigure(shown)}
      </p>
      <p className="sr-only">
        {inFigure(value)} {t(label)}
      </p>
      <p aria-hidden className="mt-1 text-lg">
        {t(label)}
      </p>
    </li>
  );
}

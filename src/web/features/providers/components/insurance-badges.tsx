import { useT } from '../../../lib/i18n.tsx';
import { insuranceName } from '../display-defaults.ts';

/** Badge colour keys by insurer family (docs/product.md#search); anything else gets the secondary style. */
const GROUPS: [RegExp, string][] = [
  [/medicare/i, 'bg-blue-100 text-blue-950'],
  [/medicaid/i, 'bg-teal-100 text-teal-950'],
  [/blue ?cross|bcbs|florida blue/i, 'bg-sky-100 text-sky-950'],
  [/anthem|elevance/i, 'bg-indigo-100 text-indigo-950'],
  [/aetna/i, 'bg-purple-100 text-purple-950'],
  [/cigna/i, 'bg-orange-100 text-orange-950'],
  [/united/i, 'bg-cyan-100 text-cyan-950'],
  [/humana/i, 'bg-green-100 text-green-950'],
  [/kaiser/i, 'bg-lime-100 text-lime-950'],
  [/health ?net/i, 'bg-emerald-100 text-emerald-950'],
  [/molina/i, 'bg-rose-100 text-rose-950'],
  [/wellcare/i, 'bg-pink-100 text-pink-950'],
  [/centene/i, 'bg-fuchsia-100 text-fuchsia-950'],
  [/highmark/i, 'bg-violet-100 text-violet-950'],
  [/tricare/i, 'bg-amber-100 text-amber-950'],
  [/veterans|\bva\b/i, 'bg-yellow-100 text-yellow-950'],
];

export const insuranceBadgeClass = (name: string) =>
  GROUPS.find(([pattern]) => pattern.test(name))?.[1] ?? 'bg-stone-200 text-stone-900';

/**
 * The first few plans as badges (official names, as written; the API's 'Various Insurance Plans' in
 * the page's language), then '+N more'.
 */
export function InsuranceBadges({ insurances, limit }: { insurances: string[]; limit: number }) {
  const t = useT();
  const shown = insurances.slice(0, limit);
  const more = insurances.length - shown.length;
  return (
    <ul aria-label={t('search.insurance.label')} className="flex flex-wrap gap-2">
      {shown.map((name) => (
        <li key={name} className={`rounded-full px-3 py-1 text-base font-bold ${insuranceBadgeClass(name)}`}>
          {insuranceName(t, name)}
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-full border-2 border-stone-400 px-3 py-1 text-base font-bold">
          {t('search.insurance.more', { count: more })}
        </li>
      )}
    </ul>
  );
}

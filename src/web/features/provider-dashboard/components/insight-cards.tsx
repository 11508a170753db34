import { Eye, MessageSquareQuote, Star, TrendingUp } from 'lucide-react';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import {
  OVERVIEW_NEW_REVIEW_DAYS,
  OVERVIEW_VIEW_TREND_DAYS,
  type ProviderOverviewDto,
} from '#shared/provider-dashboard/provider-overview.ts';
import { paths } from '../../../config/paths.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { BarChart } from './bar-chart.tsx';
import { monthDayYear, monthYear, shortDay, shortMonth } from '#shared/format/dates.ts';
import { practiceDate } from '#shared/format/instants.ts';
import { BigFigure, OverviewCard } from './overview-card.tsx';

/** 'March 2026' and 'Mar' for a 'YYYY-MM' month, as the server sends the overview's months. */
const monthInWords = (month: string, locale: Locale) => monthYear(`${month}-15`, locale);
const monthShort = (month: string, locale: Locale) => shortMonth(`${month}-15`, locale);

/** An average rating with one decimal, '4.4', in the page's language. */
const oneDecimal = (n: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    n,
  );

function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden className="inline-flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={
              n <= rating
                ? 'size-5 fill-amber-600 text-amber-700 dark:fill-amber-300 dark:text-amber-300'
                : 'size-5 text-stone-500'
            }
          />
        ))}
      </span>
      <span className="font-bold">{t('provider.dashboard.outOfFive', { rating })}</span>
    </span>
  );
}

/** Reviews of the last 30 days, and the three newest with whether they were answered. */
export function NewReviewsCard({ reviews }: { reviews: ProviderOverviewDto['reviews'] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <OverviewCard
      title={t('provider.dashboard.newReviewsTitle')}
      icon={MessageSquareQuote}
      link={{ to: paths.providerReviews, label: t('provider.dashboard.readAndAnswer') }}
    >
      <BigFigure value={reviews.newCount}>
        {t('provider.dashboard.newReviewsCount', { count: reviews.newCount, days: OVERVIEW_NEW_REVIEW_DAYS })}
      </BigFigure>
      {reviews.newest.length === 0 ? (
        <p>{t('provider.dashboard.noReviewsYet')}</p>
      ) : (
        <>
          <h3 className="text-xl">{t('provider.dashboard.newest')}</h3>
          <ul className="flex flex-col gap-4">
            {reviews.newest.map((r) => (
              <li
                key={r.id}
                className="border-t border-stone-300 pt-3 first:border-t-0 first:pt-0 dark:border-stone-700"
              >
                <p className="flex flex-wrap items-center gap-x-3">
                  <Stars rating={r.rating} />
                  <span className="text-ink-muted dark:text-stone-300">
                    {practiceDate(r.createdAt, locale)}
                  </span>
                </p>
                {r.title && <p className="font-bold">{r.title}</p>}
                {r.excerpt && <p>{r.excerpt}</p>}
                <p className={r.responded ? '' : 'font-bold'}>
                  {r.responded ? t('provider.dashboard.answered') : t('provider.dashboard.notAnswered')}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </OverviewCard>
  );
}

/** Average rating per month for a year, with the overall average. */
export function RatingCard({ rating }: { rating: ProviderOverviewDto['rating'] }) {
  const t = useT();
  const locale = useLocale();
  const first = rating.months[0]?.month;
  const last = rating.months.at(-1)?.month;
  const inYear = rating.months.reduce((sum, m) => sum + m.count, 0);
  return (
    <OverviewCard
      title={t('provider.dashboard.ratingTitle')}
      icon={TrendingUp}
      link={{ to: paths.providerReviews, label: t('provider.dashboard.seeAllReviews') }}
    >
      {rating.count === 0 ? (
        <p>{t('provider.dashboard.noRatings')}</p>
      ) : (
        <BigFigure value={oneDecimal(rating.average, locale)}>
          {t('provider.dashboard.averageFrom', { count: rating.count })}
        </BigFigure>
      )}
      <p>{t('provider.dashboard.ratingYear', { count: inYear })}</p>
      {first && last && (
        <BarChart
          caption={t('provider.dashboard.ratingCaption', {
            from: monthInWords(first, locale),
            to: monthInWords(last, locale),
          })}
          bars={rating.months.map((m) => ({
            key: m.month,
            label: monthShort(m.month, locale),
            name: monthInWords(m.month, locale),
            value: m.average,
            cells: [
              m.average === null
                ? t('provider.dashboard.monthNoReviews')
                : t('provider.dashboard.outOfFive', { rating: oneDecimal(m.average, locale) }),
              String(m.count),
            ],
          }))}
          max={5}
          topLabel={t('provider.dashboard.outOfFive', { rating: 5 })}
          columns={[
            t('provider.dashboard.columnMonth'),
            t('provider.dashboard.columnAverage'),
            t('provider.dashboard.columnReviews'),
          ]}
        />
      )}
    </OverviewCard>
  );
}

/** Views of the public profile per week, and the last 30 days against the 30 before. */
export function ViewsCard({ views }: { views: ProviderOverviewDto['views'] }) {
  const t = useT();
  const locale = useLocale();
  const max = Math.max(1, ...views.weeks.map((w) => w.count));
  const first = views.weeks[0]?.weekStart;
  const difference = views.last30Days - views.previous30Days;
  return (
    <OverviewCard
      title={t('provider.dashboard.viewsTitle')}
      icon={Eye}
      link={{ to: paths.providerProfileEditor, label: t('provider.dashboard.improveProfile') }}
    >
      <BigFigure value={views.last30Days}>
        {t('provider.dashboard.viewsCount', { count: views.last30Days, days: OVERVIEW_VIEW_TREND_DAYS })}
      </BigFigure>
      <p>
        {t('provider.dashboard.viewTrend', {
          trend: difference === 0 ? 'same' : difference > 0 ? 'more' : 'fewer',
          difference: Math.abs(difference),
          days: OVERVIEW_VIEW_TREND_DAYS,
        })}
      </p>
      <p>{t('provider.dashboard.viewsEachWeek')}</p>
      {first && (
        <BarChart
          caption={t('provider.dashboard.viewsCaption', { day: monthDayYear(first, locale) })}
          bars={views.weeks.map((w) => ({
            key: w.weekStart,
            label: shortDay(w.weekStart, locale),
            name: t('provider.dashboard.weekOf', { day: monthDayYear(w.weekStart, locale) }),
            value: w.count,
            cells: [String(w.count)],
          }))}
          max={max}
          topLabel={t('provider.dashboard.viewsTop', { count: max })}
          columns={[t('provider.dashboard.columnWeek'), t('provider.dashboard.columnViews')]}
          sparseLabels
        />
      )}
    </OverviewCard>
  );
}

import { Eye, MessageSquareQuote, Star, TrendingUp } from 'lucide-react';
import {
  OVERVIEW_NEW_REVIEW_DAYS,
  OVERVIEW_VIEW_TREND_DAYS,
  viewTrendWords,
  type ProviderOverviewDto,
} from '#shared/providers/provider-overview.ts';
import { paths } from '../../../config/paths.ts';
import { BarChart } from './bar-chart.tsx';
import { monthDayYear, shortDay } from '#shared/format/dates.ts';
import { practiceDate } from '#shared/format/instants.ts';
import { monthInWords, plural, shortMonth } from './format.ts';
import { BigFigure, OverviewCard } from './overview-card.tsx';

function Stars({ rating }: { rating: number }) {
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
      <span className="font-bold">{rating} out of 5</span>
    </span>
  );
}

/** Reviews of the last 30 days, and the three newest with whether they were answered. */
export function NewReviewsCard({ reviews }: { reviews: ProviderOverviewDto['reviews'] }) {
  return (
    <OverviewCard
      title="New reviews"
      icon={MessageSquareQuote}
      link={{ to: paths.providerReviews, label: 'Read and answer reviews' }}
    >
      <BigFigure value={reviews.newCount}>
        new {reviews.newCount === 1 ? 'review' : 'reviews'} in the last {OVERVIEW_NEW_REVIEW_DAYS} days
      </BigFigure>
      {reviews.newest.length === 0 ? (
        <p>No reviews yet. They appear here as patients write them.</p>
      ) : (
        <>
          <h3 className="text-xl">Newest</h3>
          <ul className="flex flex-col gap-4">
            {reviews.newest.map((r) => (
              <li
                key={r.id}
                className="border-t border-stone-300 pt-3 first:border-t-0 first:pt-0 dark:border-stone-700"
              >
                <p className="flex flex-wrap items-center gap-x-3">
                  <Stars rating={r.rating} />
                  <span className="text-ink-muted dark:text-stone-300">{practiceDate(r.createdAt)}</span>
                </p>
                {r.title && <p className="font-bold">{r.title}</p>}
                {r.excerpt && <p>{r.excerpt}</p>}
                <p className={r.responded ? '' : 'font-bold'}>
                  {r.responded ? 'You answered this review.' : 'Not answered yet.'}
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
  const first = rating.months[0]?.month;
  const last = rating.months.at(-1)?.month;
  const inYear = rating.months.reduce((sum, m) => sum + m.count, 0);
  return (
    <OverviewCard
      title="Rating over time"
      icon={TrendingUp}
      link={{ to: paths.providerReviews, label: 'See all your reviews' }}
    >
      {rating.count === 0 ? (
        <p>No ratings yet.</p>
      ) : (
        <BigFigure value={rating.average.toFixed(1)}>
          out of 5, your average from {plural(rating.count, 'review')}
        </BigFigure>
      )}
      <p>
        {inYear === 0
          ? 'No reviews in the last 12 months.'
          : `Average rating each month, ${plural(inYear, 'review')} in the last 12 months.`}
      </p>
      {first && last && (
        <BarChart
          caption={`Average rating by month, ${monthInWords(first)} to ${monthInWords(last)}`}
          bars={rating.months.map((m) => ({
            key: m.month,
            label: shortMonth(m.month),
            name: monthInWords(m.month),
            value: m.average,
            cells: [m.average === null ? 'No reviews' : `${m.average.toFixed(1)} out of 5`, String(m.count)],
          }))}
          max={5}
          topLabel="5 out of 5"
          columns={['Month', 'Average rating', 'Reviews']}
        />
      )}
    </OverviewCard>
  );
}

/** Views of the public profile per week, and the last 30 days against the 30 before. */
export function ViewsCard({ views }: { views: ProviderOverviewDto['views'] }) {
  const max = Math.max(1, ...views.weeks.map((w) => w.count));
  const first = views.weeks[0]?.weekStart;
  return (
    <OverviewCard
      title="Profile views"
      icon={Eye}
      link={{ to: paths.providerProfileEditor, label: 'Improve your profile' }}
    >
      <BigFigure value={views.last30Days}>
        {views.last30Days === 1 ? 'view' : 'views'} in the last {OVERVIEW_VIEW_TREND_DAYS} days
      </BigFigure>
      <p>{viewTrendWords(views.last30Days, views.previous30Days)}</p>
      <p>Views each week, for the last 12 weeks.</p>
      {first && (
        <BarChart
          caption={`Profile views each week, from the week of ${monthDayYear(first)}`}
          bars={views.weeks.map((w) => ({
            key: w.weekStart,
            label: shortDay(w.weekStart),
            name: `Week of ${monthDayYear(w.weekStart)}`,
            value: w.count,
            cells: [String(w.count)],
          }))}
          max={max}
          topLabel={plural(max, 'view')}
          columns={['Week', 'Views']}
          sparseLabels
        />
      )}
    </OverviewCard>
  );
}

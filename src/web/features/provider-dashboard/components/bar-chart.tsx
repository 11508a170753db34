import { useId } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';

export type ChartBar = {
  key: string;
  /** Under the bar, short: 'Mar', 'Mar 2'. */
  label: string;
  /** The row header of the table: 'March 2026'. */
  name: string;
  /** Null draws no bar (a month without reviews). */
  value: number | null;
  /** The table's cells after the name. */
  cells: string[];
};

const HEIGHT = 120;
const BAR_WIDTH = 24;
const STEP = 32;

/**
 * A small bar chart drawn in SVG, with the same numbers in a table that screen readers read instead
 * (the drawing is hidden from them). Bars take the text colour, so they follow the theme.
 */
export function BarChart({
  caption,
  bars,
  max,
  columns,
  sparseLabels = false,
  topLabel,
}: {
  caption: string;
  bars: ChartBar[];
  /** The value a full-height bar stands for. */
  max: number;
  /** The table's column headers, the first for the bar's name. */
  columns: string[];
  /** Labels too long for twelve narrow columns: only every other one is shown. */
  sparseLabels?: boolean;
  /** What the dashed top line stands for: '5 out of 5', '12 views'. */
  topLabel: string;
}) {
  const captionId = useId();
  const t = useT();
  const width = bars.length * STEP;
  return (
    <figure aria-labelledby={captionId} className="mt-4">
      <figcaption id={captionId} className="sr-only">
        {caption}
      </figcaption>
      <div aria-hidden>
        <p className="text-ink-muted text-sm dark:text-stone-300">
          {t('provider.dashboard.topLine', { label: topLabel })}
        </p>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="text-primary block h-32 w-full border-b-2 border-stone-500 dark:text-sky-300"
          focusable="false"
        >
          <line
            x1={0}
            x2={width}
            y1={HEIGHT - (HEIGHT - 4)}
            y2={HEIGHT - (HEIGHT - 4)}
            stroke="currentColor"
            strokeOpacity={0.5}
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
          {bars.map((bar, i) => {
            if (bar.value === null || bar.value <= 0) return null;
            const h = Math.max(2, (Math.min(bar.value, max) / max) * (HEIGHT - 4));
            return (
              <rect
                key={bar.key}
                x={i * STEP + (STEP - BAR_WIDTH) / 2}
                y={HEIGHT - h}
                width={BAR_WIDTH}
                height={h}
                rx={3}
                fill="currentColor"
              />
            );
          })}
        </svg>
        <div
          className="text-ink-muted mt-1 grid text-center text-xs sm:text-sm dark:text-stone-300"
          style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }}
        >
          {bars.map((bar, i) => (
            <span
              key={bar.key}
              className={cn('overflow-visible whitespace-nowrap', sparseLabels && i % 2 === 1 && 'invisible')}
            >
              {bar.label}
            </span>
          ))}
        </div>
      </div>
      {/* The wrapper hides the table: a table is never narrower than its content, so on itself
          the visually-hidden style would still widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.name}</th>
                {bar.cells.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

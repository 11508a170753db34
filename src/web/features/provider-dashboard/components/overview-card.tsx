import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AppointmentStatus } from '#shared/appointments/booking.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';

/** One card of the overview: a heading, its figures, and the link to the tool behind them. */
export function OverviewCard({
  title,
  icon: Icon,
  link,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  link: { to: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <Card className="flex h-full flex-col gap-4">
        <h2 id={headingId} className="flex items-center gap-3 text-2xl">
          <Icon aria-hidden className="text-primary size-7 shrink-0 dark:text-sky-300" />
          {title}
        </h2>
        <div className="flex grow flex-col gap-3 text-lg">{children}</div>
        <Button asChild variant="secondary" className="self-start">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      </Card>
    </section>
  );
}

/** A figure in large type with its words beside it: "3 new reviews". */
export function BigFigure({ value, children }: { value: ReactNode; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-4xl font-bold">{value}</span>
      <span>{children}</span>
    </p>
  );
}

/** Status words on a tinted badge; the words carry the meaning, never the colour alone. */
const STATUS_TONE: Record<AppointmentStatus, string> = {
  scheduled: 'bg-primary-soft text-primary-strong border-primary',
  confirmed: 'bg-success-soft text-success border-success',
  pending_approval: 'bg-amber-50 text-warning border-warning',
  completed: 'bg-stone-100 text-ink border-stone-500',
  cancelled: 'bg-danger-soft text-danger border-danger',
  no_show: 'bg-stone-100 text-ink border-stone-500',
};

export function AppointmentStatusBadge({ status, label }: { status: AppointmentStatus; label: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full border-2 px-3 py-0.5 text-base font-bold',
        STATUS_TONE[status],
      )}
    >
      {label}
    </span>
  );
}

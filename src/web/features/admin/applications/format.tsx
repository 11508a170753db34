import { APPLICATION_STATUS_KEYS, type ApplicationStatus } from '#shared/applications/application-status.ts';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';

const STATUS_STYLE: Record<ApplicationStatus, string> = {
  submitted: 'bg-amber-100 text-amber-950',
  under_review: 'bg-sky-100 text-sky-950',
  partially_approved: 'bg-indigo-100 text-indigo-950',
  photoshoot_scheduled: 'bg-violet-100 text-violet-950',
  photoshoot_rescheduled: 'bg-violet-100 text-violet-950',
  photoshoot_completed: 'bg-teal-100 text-teal-950',
  photoshoot_cancelled: 'bg-orange-100 text-orange-950',
  approved: 'bg-green-100 text-green-950',
  rejected: 'bg-stone-200 text-stone-900',
};

/** The status in words, on a calm colour (the words carry the meaning, not the colour). */
export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-block rounded-full px-3 py-1 font-bold whitespace-nowrap',
        STATUS_STYLE[status],
        className,
      )}
    >
      {t(APPLICATION_STATUS_KEYS[status])}
    </span>
  );
}

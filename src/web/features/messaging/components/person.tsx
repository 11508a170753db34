import { useState } from 'react';
import type { CounterpartDto } from '#shared/messaging/messaging.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { lastSeen, type TimeSpan } from '#shared/presence/presence.ts';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';
import { initialsOf } from '../lib/format.ts';

const ACTIVE_AGO = {
  minute: 'messages.presence.minutes',
  hour: 'messages.presence.hours',
  day: 'messages.presence.days',
} as const satisfies Record<TimeSpan['unit'], MessageKey>;

/** The counterpart's photo, or their initials when there is none or it fails to load. */
export function PersonPhoto({ person, className }: { person: CounterpartDto; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!person.imageUrl || failed) {
    return (
      <span
        aria-hidden
        className={cn(
          'bg-primary-soft text-primary flex size-14 shrink-0 items-center justify-center rounded-full text-xl font-bold dark:bg-stone-800 dark:text-sky-200',
          className,
        )}
      >
        {initialsOf(person.name)}
      </span>
    );
  }
  return (
    <img
      src={person.imageUrl}
      alt=""
      onError={() => setFailed(true)}
      className={cn('size-14 shrink-0 rounded-full object-cover', className)}
    />
  );
}

/** 'Active now' with a green dot, or how long ago they were here; nothing when never seen. */
export function Presence({ lastSeenAt, now }: { lastSeenAt: string | null; now: Date }) {
  const t = useT();
  const span = lastSeen(lastSeenAt, now);
  if (span === null) return null;
  const online = span === 'now';
  const label = online ? t('messages.presence.now') : t(ACTIVE_AGO[span.unit], { count: span.count });
  return (
    <span className="text-ink-muted inline-flex items-center gap-2 dark:text-stone-300">
      <span
        aria-hidden
        className={cn('size-3 shrink-0 rounded-full', online ? 'bg-green-700' : 'bg-stone-500')}
      />
      <span className={online ? 'font-bold text-green-900 dark:text-green-300' : undefined}>{label}</span>
    </span>
  );
}

import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * On a phone, a signed-in header also holds the account button: the name then stays only for screen
 * readers, so nothing overlaps.
 */
export function Logo({ compactOnPhones = false }: { compactOnPhones?: boolean }) {
  return (
    <Link
      to={paths.home}
      className="text-primary inline-flex min-h-11 min-w-0 shrink items-center gap-2 text-xl font-bold no-underline sm:text-2xl dark:text-sky-200"
    >
      <HeartHandshake aria-hidden className="size-7 shrink-0 sm:size-8" />
      <span className={compactOnPhones ? 'max-[430px]:sr-only' : undefined}>CareConnect</span>
    </Link>
  );
}

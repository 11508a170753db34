import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export function Logo() {
  return (
    <Link
      to={paths.home}
      className="text-primary inline-flex min-h-11 min-w-0 shrink items-center gap-2 text-xl font-bold no-underline sm:text-2xl dark:text-sky-200"
    >
      <HeartHandshake aria-hidden className="size-7 shrink-0 sm:size-8" />
      <span>CareConnect</span>
    </Link>
  );
}

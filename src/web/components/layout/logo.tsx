import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export function Logo() {
  return (
    <Link
      to={paths.home}
      className="text-primary inline-flex min-h-11 items-center gap-2 text-2xl font-bold no-underline dark:text-sky-200"
    >
      <HeartHandshake aria-hidden className="size-8" />
      <span>CareConnect</span>
    </Link>
  );
}

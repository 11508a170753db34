import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAppSettings } from '../../lib/page-content.ts';
import { OptionalImage } from '../ui/optional-image.tsx';

/** The site's name, a brand: the same in every language. */
const SITE_NAME = 'CareConnect';

/**
 * The site's logo, linking home. Admins may set a picture for phones (below md) and one from md up;
 * where none is set, or it will not load, the built-in mark and name show.
 *
 * On a phone, a signed-in header also holds the account button: the name then stays only for screen
 * readers, so nothing overlaps.
 */
export function Logo({ compactOnPhones = false }: { compactOnPhones?: boolean }) {
  const { logo_mobile, logo_desktop } = useAppSettings();
  const builtIn = (
    <span className="inline-flex min-w-0 items-center gap-2">
      <HeartHandshake aria-hidden className="size-7 shrink-0 sm:size-8" />
      <span className={compactOnPhones ? 'max-[430px]:sr-only' : undefined}>{SITE_NAME}</span>
    </span>
  );
  const picture = 'h-10 w-auto max-w-48 object-contain sm:h-12';
  return (
    <Link
      to={paths.home}
      className="text-primary inline-flex min-h-11 min-w-0 shrink items-center gap-2 text-xl font-bold no-underline sm:text-2xl dark:text-sky-200"
    >
      {/* Only one of the two shows at a time; the hidden one is not read out. */}
      <span className="contents md:hidden">
        <OptionalImage src={logo_mobile} alt={SITE_NAME} className={picture} fallback={builtIn} />
      </span>
      <span className="hidden md:contents">
        <OptionalImage src={logo_desktop} alt={SITE_NAME} className={picture} fallback={builtIn} />
      </span>
    </Link>
  );
}

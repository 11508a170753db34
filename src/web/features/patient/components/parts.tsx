import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SavedProviderDto } from '#shared/patient/patient-schemas.ts';
import { careNameLang } from '#shared/taxonomy/listing-words.ts';
import { Card } from '../../../components/ui/card.tsx';
import { OptionalImage } from '../../../components/ui/optional-image.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale } from '../../../lib/i18n.tsx';

/** A titled card of the overview; the title names the region for screen readers. */
export function OverviewCard({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className="h-full">
        <h2 id={`${id}-heading`} className="flex items-center gap-3 text-2xl">
          {icon}
          {title}
        </h2>
        <div className="mt-4 text-lg">{children}</div>
      </Card>
    </section>
  );
}

const placeOf = (p: Pick<SavedProviderDto, 'city' | 'state'>) => [p.city, p.state].filter(Boolean).join(', ');

/** The provider's photo, or a plain person icon when there is none. */
function ProviderPhoto({ provider, size = 'size-16' }: { provider: SavedProviderDto; size?: string }) {
  return (
    <OptionalImage
      src={provider.imageUrl ?? undefined}
      alt=""
      className={`${size} shrink-0 rounded-full object-cover`}
      fallback={
        <span
          aria-hidden
          className={`${size} bg-primary-soft text-primary flex shrink-0 items-center justify-center rounded-full dark:bg-stone-800 dark:text-sky-300`}
        >
          <UserRound className="size-8" />
        </span>
      }
    />
  );
}

/** Name (a link to the profile), specialty and place of one saved provider. */
export function SavedProviderSummary({ provider }: { provider: SavedProviderDto }) {
  const locale = useLocale();
  return (
    <div className="flex min-w-0 items-center gap-4">
      <ProviderPhoto provider={provider} />
      <div className="min-w-0">
        <Link
          to={paths.provider(provider.id)}
          className="text-primary text-xl font-bold break-words underline dark:text-sky-300"
        >
          {provider.name}
        </Link>
        <p lang={careNameLang(provider, locale)}>{provider.specialtyLabel}</p>
        {placeOf(provider) && <p className="text-ink-muted dark:text-stone-300">{placeOf(provider)}</p>}
      </div>
    </div>
  );
}

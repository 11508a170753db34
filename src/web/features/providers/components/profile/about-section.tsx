import { ChevronDown, Copy, ExternalLink, Mail, MessageSquare, Share2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { providerDisplayName } from '#shared/display-name.ts';
import { PROFILE_MESSAGES, type ProviderProfileDto } from '#shared/providers/profile.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useLocale, useT } from '../../../../lib/i18n.tsx';
import type { Translate } from '#shared/i18n/translate.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { categoryDescription } from '#shared/taxonomy/category-descriptions.ts';
import { categoryName } from '#shared/taxonomy/listing-words.ts';
import { knownCityState } from '../../display-defaults.ts';

/**
 * Words about a listing that has not written its own: its category and the category's one-sentence
 * description in the reader's language; a listing without a category (a hidden code) its NUCC name.
 */
function aboutFiller(
  p: Pick<ProviderProfileDto, 'category' | 'specialty' | 'city' | 'state'>,
  name: string,
  t: Translate,
  locale: Locale,
) {
  const category = categoryName(p.category, locale);
  const does = category
    ? t('public.profile.fillerCategory', {
        name,
        category,
        description: categoryDescription(p.category, locale),
      })
    : t('public.profile.fillerOther', { name, specialty: p.specialty });
  // A city or state the listing does not give is left out, as in the page's title, never worded.
  const place = knownCityState(p);
  const welcome = place ? t('public.profile.fillerWelcomeIn', { place }) : t('public.profile.fillerWelcome');
  return `${does} ${welcome}`;
}

/** The provider's own words, clamped to 4 lines until the reader asks for more (docs/product.md#profiles). */
export function AboutSection({ provider }: { provider: ProviderProfileDto }) {
  const locale = useLocale();
  const name = providerDisplayName(provider, { locale });
  const t = useT();
  const text = provider.about?.trim() || aboutFiller(provider, name, t, locale);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const body = useRef<HTMLParagraphElement>(null);
  // Whether the text runs past 4 lines depends on the width, the text size and the web font, which
  // may arrive after the first paint: measure again whenever any of them changes.
  useLayoutEffect(() => {
    const el = body.current;
    if (!el || expanded) return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    let stopped = false;
    void document.fonts?.ready.then(() => !stopped && measure());
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // The observer measures once by itself, after the browser's next layout: measuring here would
    // force a layout of the whole page in the middle of taking it over.
    if (observer) observer.observe(el);
    else measure();
    return () => {
      stopped = true;
      observer?.disconnect();
    };
  }, [text, expanded]);

  return (
    <section
      aria-labelledby="about-heading"
      className="rounded-2xl border border-stone-300 bg-white p-5 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="about-heading" className="text-2xl">
          {t('public.profile.aboutHeading', { name: provider.lastName })}
        </h2>
        <ShareMenu name={name} />
      </div>
      <p
        id="about-text"
        ref={body}
        className={`mt-3 max-w-[68ch] text-lg whitespace-pre-line ${expanded ? '' : 'line-clamp-4'}`}
      >
        {text}
      </p>
      {(overflows || expanded) && (
        <Button
          variant="link"
          aria-expanded={expanded}
          aria-controls="about-text"
          onClick={() => setExpanded((v) => !v)}
          className="mt-1 font-bold"
        >
          {expanded ? t('public.profile.readLess') : t('public.profile.readMore')}
        </Button>
      )}
    </section>
  );
}

const itemClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-lg font-bold text-ink no-underline outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-strong';

function LinkItem({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  const external = href.startsWith('http');
  const t = useT();
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <a href={href} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}>
        {icon}
        {children}
        {external && <span className="sr-only"> {t('booking.share.newTab')}</span>}
      </a>
    </DropdownMenu.Item>
  );
}

/**
 * The networks a page can be shared on, with the address that shares a link (`u`) with a text (`tx`),
 * both encoded. Their names are brands, written the same in every language: no catalogue holds them.
 */
const NETWORKS: readonly { name: string; href: (u: string, tx: string) => string }[] = [
  { name: 'Twitter', href: (u, tx) => `https://twitter.com/intent/tweet?url=${u}&text=${tx}` },
  { name: 'Facebook', href: (u) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { name: 'LinkedIn', href: (u) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
];

/** Share the page: the phone's own share sheet when there is one, or a link by any usual channel. */
export function ShareMenu({ name }: { name: string }) {
  const url = typeof window === 'undefined' ? '' : window.location.href.split('#')[0];
  const t = useT();
  const text = t('booking.share.text', { name });
  const u = encodeURIComponent(url);
  const tx = encodeURIComponent(text);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const icon = 'size-5 shrink-0';

  const nativeShare = () => navigator.share({ title: text, url }).catch(() => undefined);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('booking.share.copied'));
    } catch {
      toast.error(t(PROFILE_MESSAGES.copyFailed));
    }
  };

  return (
    // Not modal: a menu leaves the page readable (and hiding it would hide focusable content from axe).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">
          <Share2 aria-hidden className="size-5" />
          {t('booking.share.button')}
          <ChevronDown aria-hidden className="size-5" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-xl border-2 border-stone-300 bg-white p-2 shadow-xl"
        >
          {canShare && (
            <DropdownMenu.Item className={itemClass} onSelect={nativeShare}>
              <Share2 aria-hidden className={icon} />
              {t('booking.share.native')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={copy}>
            <Copy aria-hidden className={icon} />
            {t('booking.share.copy')}
          </DropdownMenu.Item>
          <LinkItem href={`mailto:?subject=${tx}&body=${u}`} icon={<Mail aria-hidden className={icon} />}>
            {t('booking.share.email')}
          </LinkItem>
          <LinkItem href={`sms:?&body=${tx}%20${u}`} icon={<MessageSquare aria-hidden className={icon} />}>
            {t('booking.share.textMessage')}
          </LinkItem>
          {NETWORKS.map((network) => (
            <LinkItem
              key={network.name}
              href={network.href(u, tx)}
              icon={<ExternalLink aria-hidden className={icon} />}
            >
              {network.name}
            </LinkItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

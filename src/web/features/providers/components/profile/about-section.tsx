import { ChevronDown, Copy, ExternalLink, Mail, MessageSquare, Share2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { providerDisplayName } from '#shared/display-name.ts';
import { PROFILE_MESSAGES, type ProviderProfileDto } from '#shared/providers/profile.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../lib/i18n.tsx';

/** What each kind of practice does, for providers who have not written about themselves yet. */
const SPECIALTY_FILLER: Record<string, string> = {
  'Primary Care': 'provides everyday care, yearly check-ups, and help managing long-term conditions',
  'General Practice': 'provides everyday care, yearly check-ups, and help managing long-term conditions',
  'Family Medicine': 'cares for the whole family, from check-ups to long-term conditions',
  'Internal Medicine': 'diagnoses and manages conditions that affect adults, including several at once',
  'Geriatric Medicine': 'specializes in the health of older adults, including memory, mobility and medicines',
  Dental: 'cares for teeth and gums, including cleanings, fillings, dentures and implants',
  Optometry: 'checks eyesight, prescribes glasses and contact lenses, and watches for eye disease',
  Ophthalmology: 'treats eye disease, including cataracts, glaucoma and macular degeneration',
  Dermatology: 'cares for the skin, including skin checks, rashes and skin cancer screening',
  'Home Health': 'brings skilled care and support to patients in their own homes',
  Podiatry: 'cares for the feet and ankles, including diabetic foot care and walking comfort',
  Cardiology: 'cares for the heart and blood vessels, including blood pressure and rhythm problems',
  'Physical Therapy': 'helps patients regain strength, balance and movement after illness or injury',
  Audiology: 'tests hearing and fits hearing aids',
};

export function aboutFiller(p: Pick<ProviderProfileDto, 'specialty' | 'city' | 'state'>, name: string) {
  const does = SPECIALTY_FILLER[p.specialty] ?? `provides ${p.specialty.toLowerCase()} care`;
  const where = p.city && p.city !== 'Unknown' ? ` in ${p.city}, ${p.state}` : '';
  return `${name} ${does}. This practice welcomes patients${where} and is happy to answer questions about appointments, insurance and what to expect at your visit.`;
}

/** The provider's own words, clamped to 4 lines until the reader asks for more (docs/product.md#profiles). */
export function AboutSection({ provider }: { provider: ProviderProfileDto }) {
  const name = providerDisplayName(provider);
  const text = provider.about?.trim() || aboutFiller(provider, name);
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
          About {provider.lastName}
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
          {expanded ? 'Read less' : 'Read more'}
        </Button>
      )}
    </section>
  );
}

const itemClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-lg font-bold text-ink no-underline outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-strong';

function LinkItem({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  const external = href.startsWith('http');
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <a href={href} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}>
        {icon}
        {children}
        {external && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    </DropdownMenu.Item>
  );
}

/** Share the page: the phone's own share sheet when there is one, or a link by any usual channel. */
export function ShareMenu({ name }: { name: string }) {
  const url = typeof window === 'undefined' ? '' : window.location.href.split('#')[0];
  const text = `${name} on CareConnect`;
  const u = encodeURIComponent(url);
  const tx = encodeURIComponent(text);
  const t = useT();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const icon = 'size-5 shrink-0';

  const nativeShare = () => navigator.share({ title: text, url }).catch(() => undefined);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
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
          Share
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
              Share…
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={copy}>
            <Copy aria-hidden className={icon} />
            Copy Link
          </DropdownMenu.Item>
          <LinkItem href={`mailto:?subject=${tx}&body=${u}`} icon={<Mail aria-hidden className={icon} />}>
            Email
          </LinkItem>
          <LinkItem href={`sms:?&body=${tx}%20${u}`} icon={<MessageSquare aria-hidden className={icon} />}>
            Text Message
          </LinkItem>
          <LinkItem
            href={`https://twitter.com/intent/tweet?url=${u}&text=${tx}`}
            icon={<ExternalLink aria-hidden className={icon} />}
          >
            Twitter
          </LinkItem>
          <LinkItem
            href={`https://www.facebook.com/sharer/sharer.php?u=${u}`}
            icon={<ExternalLink aria-hidden className={icon} />}
          >
            Facebook
          </LinkItem>
          <LinkItem
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${u}`}
            icon={<ExternalLink aria-hidden className={icon} />}
          >
            LinkedIn
          </LinkItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

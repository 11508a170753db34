import { CheckCircle2, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import type { SectionContent } from '#shared/page-content/page-content.ts';
import { Button } from '../../../components/ui/button.tsx';
import { OptionalImage } from '../../../components/ui/optional-image.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';

const BENEFITS = ['benefit1_text', 'benefit2_text', 'benefit3_text', 'benefit4_text'];

/** For providers: why to join, and the way to apply (guests sign up first, then come back). */
export function ProviderCta({ content }: { content: SectionContent }) {
  const t = useT();
  const benefits = BENEFITS.map((key) => content[key]?.trim()).filter(Boolean);
  const quote = content.testimonial_text?.trim();
  // Without a picture or a quote the benefits take the width, two by two.
  const aside = Boolean(quote || content.image_url?.trim());
  return (
    <section aria-labelledby="provider-cta-title" className="bg-white dark:bg-stone-950">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 [&>*]:min-w-0 ${aside ? 'lg:grid-cols-2' : ''}`}
      >
        <div>
          <p className="text-primary inline-flex items-center gap-2 text-lg font-bold dark:text-sky-300">
            <Stethoscope aria-hidden className="size-6" /> {t('home.providerCta.eyebrow')}
          </p>
          <h2 id="provider-cta-title" className="mt-2 text-3xl">
            {content.title}
          </h2>
          <p className="mt-3 text-xl">{content.description}</p>
          {benefits.length > 0 && (
            <ul className={`mt-6 grid gap-3 ${aside ? '' : 'md:grid-cols-2'}`}>
              {benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-3 text-lg">
                  <CheckCircle2
                    aria-hidden
                    className="text-success mt-0.5 size-6 shrink-0 dark:text-green-300"
                  />
                  {benefit}
                </li>
              ))}
            </ul>
          )}
          <Button asChild size="lg" className="mt-8">
            <Link to={paths.providerApplication}>{content.button_text}</Link>
          </Button>
        </div>
        {aside && (
          <div className="space-y-6">
            <OptionalImage
              src={content.image_url}
              alt=""
              className="aspect-[4/3] w-full rounded-2xl object-cover shadow-md"
              data-testid="provider-cta-image"
            />
            {quote && (
              <figure className="bg-primary-soft rounded-2xl p-6 dark:bg-stone-900">
                <blockquote className="text-xl">“{quote}”</blockquote>
                {content.testimonial_name?.trim() && (
                  <figcaption className="mt-3 font-bold">{content.testimonial_name}</figcaption>
                )}
              </figure>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

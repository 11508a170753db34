import { Clock, Mail } from 'lucide-react';
import { SUPPORT_EMAIL } from '../../config/site.ts';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { useT } from '../../lib/i18n.tsx';
import { ContactForm } from '../../components/contact-form/contact-form.tsx';

/** /contact: the contact form, with our e-mail address for those who prefer to write directly. */
export function ContactPage() {
  const t = useT();
  useDocumentTitle(t('public.contactPage.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-4xl">{t('public.contactPage.title')}</h1>
      <p className="text-ink-muted mt-3 max-w-3xl text-xl dark:text-stone-300">
        {t('public.contactPage.intro')}
      </p>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[2fr_1fr] lg:items-start [&>*]:min-w-0">
        <ContactForm variant="contact" />
        <aside
          aria-labelledby="contact-details"
          className="bg-primary-soft flex flex-col gap-5 rounded-2xl p-6 sm:p-8 dark:bg-stone-900"
        >
          <h2 id="contact-details" className="text-2xl">
            {t('public.contactPage.otherWays')}
          </h2>
          <div className="flex gap-3">
            <Mail aria-hidden className="text-primary mt-1 size-6 shrink-0 dark:text-sky-300" />
            <div>
              <p className="font-bold">{t('public.contactPage.emailSupport')}</p>
              <a
                className="text-primary font-bold wrap-anywhere underline dark:text-sky-300"
                href={`mailto:${SUPPORT_EMAIL}`}
              >
                {SUPPORT_EMAIL}
              </a>
            </div>
          </div>
          <div className="flex gap-3">
            <Clock aria-hidden className="text-primary mt-1 size-6 shrink-0 dark:text-sky-300" />
            <div>
              <p className="font-bold">{t('public.contactPage.whenWeReply')}</p>
              <p>{t('public.contactPage.replyTime')}</p>
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}

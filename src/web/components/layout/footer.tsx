import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useInstalledApp } from '../../lib/hooks/use-installed-app.ts';

import { SUPPORT_EMAIL } from '../../config/site.ts';
import { T, useT } from '../../lib/i18n.tsx';
import { SITE_NAME } from '../../lib/page-head.tsx';

const linkClass = 'inline-flex min-h-11 items-center text-white underline-offset-4 hover:underline';

export function Footer() {
  const t = useT();
  // An installed app or native wrapper has its own chrome; the footer would only crowd it.
  if (useInstalledApp()) return null;
  return (
    <footer className="mt-16 bg-stone-900 text-stone-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="inline-flex items-center gap-2 text-2xl font-bold text-white">
            <HeartHandshake aria-hidden className="size-7" /> {SITE_NAME}
          </p>
          <p className="mt-3">{t('common.footer.tagline')}</p>
          <p className="mt-1 text-stone-300">{t('common.footer.since')}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-2 text-lg text-white">
            {t('common.footer.quickLinks')}
          </h2>
          <ul>
            <li>
              <Link className={linkClass} to={paths.home}>
                {t('common.nav.home')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.providers}>
                {t('common.nav.findProviders')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.howItWorks}>
                {t('common.nav.howItWorks')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.about}>
                {t('common.nav.aboutUs')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="mb-2 text-lg text-white">
            {t('common.footer.resources')}
          </h2>
          <ul>
            <li>
              <Link className={linkClass} to={paths.guide}>
                {t('common.nav.guide')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.insurance}>
                {t('common.nav.insurance')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.medicare}>
                {t('common.nav.medicare')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.faq}>
                {t('common.nav.providerFaq')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-2 text-lg text-white">{t('common.footer.support')}</h2>
          <p>
            <T
              k="common.footer.emailUs"
              values={{ email: SUPPORT_EMAIL }}
              components={[
                <a
                  className="font-bold wrap-anywhere text-white underline"
                  href={`mailto:${SUPPORT_EMAIL}`}
                />,
              ]}
            />
          </p>
          <p className="mt-1 text-stone-300">{t('common.footer.answerTime')}</p>
        </div>
      </div>
      <div className="border-t border-stone-700">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 px-4 py-4">
          <p className="mr-auto text-stone-300">
            {t('common.footer.copyright', { year: new Date().getFullYear() })}
          </p>
          <Link className={linkClass} to={paths.privacy}>
            {t('common.nav.privacy')}
          </Link>
          <Link className={linkClass} to={paths.terms}>
            {t('common.nav.terms')}
          </Link>
          <Link className={linkClass} to={paths.accessibility}>
            {t('common.nav.accessibility')}
          </Link>
        </div>
      </div>
    </footer>
  );
}

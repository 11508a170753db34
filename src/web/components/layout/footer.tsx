import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useInstalledApp } from '../../lib/hooks/use-installed-app.ts';

import { SUPPORT_EMAIL } from '../../config/site.ts';

const linkClass = 'inline-flex min-h-11 items-center text-white underline-offset-4 hover:underline';

export function Footer() {
  // An installed app or native wrapper has its own chrome; the footer would only crowd it.
  if (useInstalledApp()) return null;
  return (
    <footer className="mt-16 bg-stone-900 text-stone-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="inline-flex items-center gap-2 text-2xl font-bold text-white">
            <HeartHandshake aria-hidden className="size-7" /> CareConnect
          </p>
          <p className="mt-3">Care starts with the right connection.</p>
          <p className="mt-1 text-stone-300">Helping seniors find trusted providers since 2025.</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-2 text-lg text-white">
            Quick Links
          </h2>
          <ul>
            <li>
              <Link className={linkClass} to={paths.home}>
                Home
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.providers}>
                Find Providers
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.howItWorks}>
                How It Works
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.about}>
                About Us
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="mb-2 text-lg text-white">
            Resources
          </h2>
          <ul>
            <li>
              <Link className={linkClass} to={paths.guide}>
                Healthcare Guide
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.insurance}>
                Insurance Information
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.medicare}>
                Medicare Resources
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.faq}>
                Provider FAQ
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-2 text-lg text-white">Support</h2>
          <p>
            Email us at{' '}
            <a className="font-bold wrap-anywhere text-white underline" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </p>
          <p className="mt-1 text-stone-300">We answer within one business day.</p>
        </div>
      </div>
      <div className="border-t border-stone-700">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 px-4 py-4">
          <p className="mr-auto text-stone-300">© {new Date().getFullYear()} CareConnect</p>
          <Link className={linkClass} to={paths.privacy}>
            Privacy Policy
          </Link>
          <Link className={linkClass} to={paths.terms}>
            Terms of Service
          </Link>
          <Link className={linkClass} to={paths.accessibility}>
            Accessibility
          </Link>
        </div>
      </div>
    </footer>
  );
}

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { useT } from './i18n.tsx';

/** What a page says about itself to the browser's tab, search engines and link previews. */
export type PageHead = {
  /** The page's own title; the site's name is added after it. Empty: the site's name alone. */
  title: string;
  /**
   * One or two sentences for search results and shared links; the site's own (in the page's
   * language) when left out.
   */
  description?: string;
  /** The page's one address (path and query) when the address it was reached by is not it. */
  canonicalPath?: string;
  /** A picture for link previews (an absolute or site-relative address). */
  image?: string;
  /**
   * schema.org structured data for the site's origin, drawn into the head as JSON-LD; its links to
   * the site's pages go to their addresses in the page's language (`locale`).
   */
  structuredData?: (origin: string, locale: Locale) => object;
  /** The HTTP status the server answers with: 404 for a page about something that does not exist. */
  status?: number;
};

export const SITE_NAME = 'CareConnect';

/** The tab's title: the page's own with the site's name after it, or the site's title in the page's language. */
export const documentTitle = (title: string, t: Translate) =>
  title ? `${title} | ${SITE_NAME}` : t('common.site.title');

/** What a page that says nothing about itself is described as, in the page's language. */
export const siteDescription = (t: Translate) => t('common.site.description');

/**
 * Collects the head of the page being drawn on the server. Calls are drawn from the outside in, so
 * an inner part (a page's "not found" panel) adds its status to, or replaces, what its page said.
 */
export class PageHeadCollector {
  head: PageHead | null = null;
  record(head: PageHead) {
    this.head = { ...this.head, ...head };
  }
}

const CollectorContext = createContext<PageHeadCollector | null>(null);

export function PageHeadCollectorProvider({
  collector,
  children,
}: {
  collector: PageHeadCollector;
  children: ReactNode;
}) {
  return <CollectorContext.Provider value={collector}>{children}</CollectorContext.Provider>;
}

/**
 * Declares the page's head. On the server it is recorded while the page is drawn and written into
 * the HTML's <head> (with the status); in the browser it keeps the tab's title and the description
 * in step as the visitor moves between pages.
 */
export function usePageHead(head: PageHead) {
  const collector = useContext(CollectorContext);
  const t = useT();
  // Drawing on the server runs no effects: the call itself is the record (the page is drawn once).
  collector?.record(head);
  const { title } = head;
  const description = head.description ?? siteDescription(t);
  const tabTitle = documentTitle(title, t);
  useEffect(() => {
    document.title = tabTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [tabTitle, description]);
}

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PageContentSection } from '#shared/page-content/page-content.ts';
import { pageContentQuery, usePageContent } from '../../../lib/page-content.ts';

/**
 * One managed section of the home page: its words (the built-in ones until the server answers, and
 * for good if it cannot), and whether the answer has come either way, for the hero's skeleton.
 * A failure is only logged (home-page.test.tsx): the visitor keeps the built-in words.
 */
export function useHomeSection(section: PageContentSection) {
  const { content } = usePageContent(section);
  // The same cached query, read without the built-in placeholder so its state shows.
  const { isPending, error } = useQuery(pageContentQuery(section));
  useEffect(() => {
    if (error) console.error(`Could not read the ${section} words; showing the built-in ones.`, error);
  }, [error, section]);
  return { content, settled: !isPending };
}

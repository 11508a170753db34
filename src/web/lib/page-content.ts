import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  APP_SETTINGS_CACHE_MS,
  pageContentDefaults,
  type PageContentSection,
  type PageContentUpdate,
  type SectionContent,
} from '#shared/page-content/page-content.ts';
import { withoutUnwrittenKeys } from '#shared/page-content/unwritten-keys.ts';
import type {
  AppSettingsAdminDto,
  AppSettingsDto,
  ImageUrlCheckDto,
  PageContentSectionDto,
  PageContentSectionsDto,
} from '#shared/page-content/page-content-schemas.ts';
import { api } from '../config/paths.ts';
import { apiFetch } from './api-client.ts';
import { useLocale } from './i18n.tsx';

/** What pages show until the content arrives, and keep when it cannot be read, in their language. */
const defaultSection = (section: PageContentSection, locale: Locale = 'en'): PageContentSectionDto => ({
  section,
  locale,
  values: pageContentDefaults(section, locale),
  updatedAt: null,
  updatedBy: null,
});

const NO_LOGOS: AppSettingsDto = { logo_mobile: '', logo_desktop: '' };

/**
 * The public answers may be kept by the browser for a minute. After a super admin saves, 'reload'
 * asks the server again and puts the new answer in the browser's cache, so the pages they open next
 * show their change at once.
 */
const fetchSection = async (
  section: PageContentSection,
  init: Pick<RequestInit, 'signal' | 'cache'> = {},
) => {
  const { sections } = await apiFetch<PageContentSectionsDto>(api.pageContent(section), init);
  return sections[0] ?? defaultSection(section);
};

/**
 * The section in the page's language (the API client names it). The key holds no language: a page
 * keeps one language for its whole life (changing it loads the page again), and the editor, which
 * edits either, only puts its answer here when it is in the page's language (useSavePageContent).
 */
export const pageContentQuery = (section: PageContentSection) =>
  queryOptions({
    queryKey: ['page-content', section],
    queryFn: ({ signal }) => fetchSection(section, { signal }),
    // The words change rarely; a minute old is fresh enough (docs/product.md#content).
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });

/**
 * One section of the managed page content. `content` always holds every key: the built-in
 * defaults until the server answers, and whenever it cannot be read, so a page never waits.
 */
export function usePageContent(section: PageContentSection) {
  const locale = useLocale();
  const query = useQuery({ ...pageContentQuery(section), placeholderData: defaultSection(section, locale) });
  const dto = query.data ?? defaultSection(section, locale);
  return {
    content: dto.values as SectionContent,
    updatedAt: dto.updatedAt,
    updatedBy: dto.updatedBy,
    /** True once the server's answer (not the defaults) is shown. */
    isLoaded: query.isSuccess && !query.isPlaceholderData,
  };
}

export const appSettingsQuery = queryOptions({
  queryKey: ['app-settings'],
  queryFn: ({ signal }) => apiFetch<AppSettingsDto>(api.appSettings, { signal }),
  // The logos are cached 30 minutes by the client (docs/product.md#content).
  staleTime: APP_SETTINGS_CACHE_MS,
  gcTime: APP_SETTINGS_CACHE_MS,
});

/** The site's logos; empty strings (show the built-in logo) until they arrive or if they cannot. */
export function useAppSettings(): AppSettingsDto {
  const query = useQuery({ ...appSettingsQuery, placeholderData: NO_LOGOS });
  return query.data ?? NO_LOGOS;
}

/**
 * Super admin: one section in a language as the editor reads it, with who last changed it and which
 * keys have not been written in another language (never cached).
 */
export const editorSectionQuery = (section: PageContentSection, locale: Locale) =>
  queryOptions({
    queryKey: ['page-content', section, 'editor', locale],
    queryFn: async ({ signal }) => {
      const url = `${api.adminPageContent(section)}&locale=${locale}`;
      const { sections } = await apiFetch<PageContentSectionsDto>(url, { signal });
      return sections[0] ?? defaultSection(section, locale);
    },
    staleTime: 0,
  });

/** The language of the page being shown (what the API client names in every request). */
const pageLocale = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');

/** Super admin: the logos with who last changed them. */
export const editorLogosQuery = queryOptions({
  queryKey: ['app-settings', 'editor'],
  queryFn: ({ signal }) => apiFetch<AppSettingsAdminDto>(api.adminAppSettings, { signal }),
  staleTime: 0,
});

/** Super admin: saves some keys of one section; the pages reading it show the change at once. */
export function useSavePageContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PageContentUpdate) =>
      apiFetch<PageContentSectionDto>(api.adminPageContent(), { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(editorSectionQuery(saved.section, saved.locale).queryKey, saved);
      // A shared key (a picture) changes the other language too: read it again when next shown.
      void queryClient.invalidateQueries({
        queryKey: ['page-content', saved.section, 'editor'],
        predicate: (query) => query.queryKey[3] !== saved.locale,
      });
      // The pages' answer is in the page's language: another language's save only asks again.
      if (saved.locale === pageLocale()) {
        const forPages = withoutUnwrittenKeys(saved);
        queryClient.setQueryData(pageContentQuery(saved.section).queryKey, { ...forPages, updatedBy: null });
      }
      void queryClient
        .fetchQuery({
          ...pageContentQuery(saved.section),
          queryFn: () => fetchSection(saved.section, { cache: 'reload' }),
          staleTime: 0,
        })
        .catch(() => undefined);
    },
  });
}

/** Super admin: saves the logos. */
export function useSaveAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<AppSettingsDto>) =>
      apiFetch<AppSettingsAdminDto>(api.adminAppSettings, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(editorLogosQuery.queryKey, saved);
      queryClient.setQueryData(appSettingsQuery.queryKey, saved.values);
      void queryClient
        .fetchQuery({
          ...appSettingsQuery,
          queryFn: () => apiFetch<AppSettingsDto>(api.appSettings, { cache: 'reload' }),
          staleTime: 0,
        })
        .catch(() => undefined);
    },
  });
}

/** Super admin: asks the server whether an address leads to an image (throws ApiError if not). */
export function checkImageUrl(url: string) {
  return apiFetch<ImageUrlCheckDto>(api.adminImageUrlCheck, {
    method: 'POST',
    body: { url },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APP_SETTINGS_CACHE_MS,
  PAGE_CONTENT_DEFAULTS,
  type PageContentSection,
  type PageContentUpdate,
  type SectionContent,
} from '#shared/site/page-content.ts';
import type {
  AppSettingsAdminDto,
  AppSettingsDto,
  ImageUrlCheckDto,
  PageContentSectionDto,
  PageContentSectionsDto,
} from '#shared/site/page-content-schemas.ts';
import { api } from '../config/paths.ts';
import { apiFetch } from './api-client.ts';

/** What pages show until the content arrives, and keep when it cannot be read. */
export const defaultSection = (section: PageContentSection): PageContentSectionDto => ({
  section,
  values: PAGE_CONTENT_DEFAULTS[section],
  updatedAt: null,
  updatedBy: null,
});

export const NO_LOGOS: AppSettingsDto = { logo_mobile: '', logo_desktop: '' };

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
  const query = useQuery({ ...pageContentQuery(section), placeholderData: defaultSection(section) });
  const dto = query.data ?? defaultSection(section);
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

/** Super admin: one section as the editor reads it, with who last changed it (never cached). */
export const editorSectionQuery = (section: PageContentSection) =>
  queryOptions({
    queryKey: ['page-content', section, 'editor'],
    queryFn: async ({ signal }) => {
      const { sections } = await apiFetch<PageContentSectionsDto>(api.adminPageContent(section), { signal });
      return sections[0] ?? defaultSection(section);
    },
    staleTime: 0,
  });

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
      queryClient.setQueryData(editorSectionQuery(saved.section).queryKey, saved);
      queryClient.setQueryData(pageContentQuery(saved.section).queryKey, { ...saved, updatedBy: null });
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

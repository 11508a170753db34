import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APP_SETTINGS_CACHE_MS,
  PAGE_CONTENT_DEFAULTS,
  type AppSettingsDto,
  type PageContentSection,
  type PageContentSectionDto,
  type PageContentUpdate,
  type SectionContent,
} from '#shared/site/page-content.ts';
import { api } from '../../config/paths.ts';
import { apiFetch } from '../../lib/api-client.ts';

/** What pages show until the content arrives, and keep when it cannot be read. */
export const defaultSection = (section: PageContentSection): PageContentSectionDto => ({
  section,
  values: PAGE_CONTENT_DEFAULTS[section],
  updatedAt: null,
  updatedBy: null,
});

export const NO_LOGOS: AppSettingsDto = { logo_mobile: '', logo_desktop: '' };

export const pageContentQuery = (section: PageContentSection) =>
  queryOptions({
    queryKey: ['page-content', section],
    queryFn: async ({ signal }) => {
      const { sections } = await apiFetch<{ sections: PageContentSectionDto[] }>(api.pageContent(section), {
        signal,
      });
      return sections[0] ?? defaultSection(section);
    },
    // Spec part 2 §3: the words change rarely; a minute old is fresh enough.
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
  // Spec §7: the logos are cached 30 minutes by the client.
  staleTime: APP_SETTINGS_CACHE_MS,
  gcTime: APP_SETTINGS_CACHE_MS,
});

/** The site's logos; empty strings (show the built-in logo) until they arrive or if they cannot. */
export function useAppSettings(): AppSettingsDto {
  const query = useQuery({ ...appSettingsQuery, placeholderData: NO_LOGOS });
  return query.data ?? NO_LOGOS;
}

/** Super admin: saves some keys of one section; every page reading it asks again. */
export function useSavePageContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PageContentUpdate) =>
      apiFetch<PageContentSectionDto>(api.adminPageContent, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['page-content', saved.section], saved);
      return queryClient.invalidateQueries({ queryKey: ['page-content', saved.section] });
    },
  });
}

/** Super admin: saves the logos. */
export function useSaveAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<AppSettingsDto>) =>
      apiFetch<AppSettingsDto>(api.adminAppSettings, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(appSettingsQuery.queryKey, saved),
  });
}

/** Super admin: asks the server whether an address leads to an image (throws ApiError if not). */
export function checkImageUrl(url: string) {
  return apiFetch<{ ok: true; contentType: string }>(api.adminImageUrlCheck, {
    method: 'POST',
    body: { url },
  });
}

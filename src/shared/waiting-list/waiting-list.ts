import { z } from 'zod';
import type { MessageKey } from '../i18n/translate.ts';
import { adminListPage, plainText, QUERY_MESSAGES } from '../validation/query-values.ts';

/** Joining the launch waiting list (waiting-list.test.ts, docs/product.md#maintenance). */
export const WAITING_LIST_MESSAGES = {
  emailRequiredTitle: 'public.waitingList.emailRequiredTitle',
  emailRequired: 'public.waitingList.emailRequired',
  invalidEmail: 'public.waitingList.invalidEmail',
  successTitle: 'public.waitingList.successTitle',
  success: 'public.waitingList.success',
  /** The preview card's own green confirmation, shown for 5 seconds. */
  previewSuccess: 'public.waitingList.previewSuccess',
  errorTitle: 'public.waitingList.errorTitle',
  error: 'public.waitingList.error',
  tooMany: 'public.waitingList.tooMany',
} as const satisfies Record<string, MessageKey>;

/** The preview card's confirmation stays this long (docs/product.md#maintenance). */
export const WAITING_LIST_CONFIRMATION_MS = 5000;

const WAITING_LIST_SOURCES = ['banner', 'preview', 'home'] as const;

export const joinWaitingListSchema = z.object({
  email: z
    .string(WAITING_LIST_MESSAGES.emailRequired)
    .trim()
    .min(1, WAITING_LIST_MESSAGES.emailRequired)
    .max(254, WAITING_LIST_MESSAGES.invalidEmail)
    .pipe(z.email(WAITING_LIST_MESSAGES.invalidEmail))
    .transform((v) => v.toLowerCase()),
  source: z.enum(WAITING_LIST_SOURCES).default('banner'),
});
export type JoinWaitingListInput = z.input<typeof joinWaitingListSchema>;

export const WAITING_LIST_PAGE_SIZE = 50;

export const waitingListQuerySchema = z.object({
  q: plainText(100, QUERY_MESSAGES.searchTooLong).optional(),
  page: adminListPage,
});

const waitingListEntryDtoSchema = z.object({
  id: z.string(),
  email: z.string(),
  source: z.string(),
  createdAt: z.string(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntryDtoSchema>;

/** GET /api/admin/waiting-list: one page, newest first. */
export const waitingListPageDtoSchema = z.object({
  entries: z.array(waitingListEntryDtoSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type WaitingListPage = z.infer<typeof waitingListPageDtoSchema>;

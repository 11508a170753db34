import { WAITING_LIST_MESSAGES } from '#shared/waiting-list/waiting-list.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The words for a failed join: the server's own for a bad address or too many tries (both are the
 * product's messages, waiting-list.test.ts), otherwise the general failure.
 */
export function waitingListErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) return error.message;
  return t(WAITING_LIST_MESSAGES.error);
}

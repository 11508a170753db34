import { useMutation } from '@tanstack/react-query';
import type { ConfirmationDto } from '#shared/dto.ts';
import type { ContactInput } from '#shared/contact/contact.ts';
import { api } from '../config/paths.ts';
import { apiFetch } from './api-client.ts';

/** Sends the contact form to our support team (who reply by e-mail); the writer gets a short receipt. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) =>
      apiFetch<ConfirmationDto>(api.contact, { method: 'POST', body: input }),
  });
}

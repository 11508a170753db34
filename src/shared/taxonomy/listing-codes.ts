/**
 * A listing's NUCC codes as the application and the profile editor take them (ADR 23): one primary
 * code, required, and up to MAX_SECONDARY_TAXONOMY_CODES others, repeats (and the primary) left
 * out. The shape is checked here, where the browser's form checks it too; that a code is one NUCC
 * publishes is checked by the server (src/server/modules/taxonomy/service.ts), which holds the
 * 883 codes the browser never downloads.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/translate.ts';
import { NUCC_CODE_PATTERN } from './nucc-code.ts';

export const MAX_SECONDARY_TAXONOMY_CODES = 10;

const code = (message: MessageKey) =>
  z
    .string(message)
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(NUCC_CODE_PATTERN, message));

export const taxonomyCodeField = (message: MessageKey) => code(message);

export const secondaryTaxonomyCodesField = (message: MessageKey, tooMany: MessageKey) =>
  z
    .array(code(message), message)
    .transform((codes) => [...new Set(codes)])
    .pipe(z.array(z.string()).max(MAX_SECONDARY_TAXONOMY_CODES, tooMany));

/** The secondary codes without the primary one: a listing names each code once. */
export const withoutPrimary = (primary: string, secondary: readonly string[]) =>
  secondary.filter((c) => c !== primary);

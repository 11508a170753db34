/**
 * The exact specialties (NUCC codes) a picker offers, as the taxonomy endpoint sends them
 * (src/server/modules/taxonomy/routes.ts). Forms and filters ask for one category's codes at a time,
 * so the browser never downloads the 883-code list (ADR 23; taxonomy.test.ts).
 */
import { z } from 'zod';

export const specialtyOptionsQuerySchema = z.object({
  /** A category's slug: its codes. */
  category: z.string().trim().max(60).optional(),
  /** Comma-separated codes (at most 20): their names and categories, to show a saved choice. */
  codes: z.string().trim().max(240).optional(),
});

export const specialtyOptionSchema = z.object({
  code: z.string(),
  /** NUCC's own name, in English as NUCC publishes it ('Podiatrist'). */
  name: z.string(),
  /** The category's slug; null for a code no category lists (a hidden or retired code). */
  category: z.string().nullable(),
});
export type SpecialtyOption = z.infer<typeof specialtyOptionSchema>;

export const specialtyOptionsDtoSchema = z.object({ specialties: z.array(specialtyOptionSchema) });
export type SpecialtyOptionsDto = z.infer<typeof specialtyOptionsDtoSchema>;

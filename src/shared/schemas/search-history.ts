import { z } from 'zod';
import { SPECIALTIES } from '../catalog.ts';

const SPECIALTY_VALUES = SPECIALTIES.map((s) => s.value) as string[];

/** A home-card search to remember: a place, a specialty, or both. */
export const recordSearchSchema = z
  .object({
    location: z.string().trim().max(120, 'Location must be at most 120 characters').default(''),
    specialty: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || SPECIALTY_VALUES.includes(v), 'Unknown specialty'),
  })
  .refine((v) => v.location !== '' || v.specialty !== '', {
    message: 'A search needs a location or a specialty',
    path: ['location'],
  });

export type RecordSearchInput = z.input<typeof recordSearchSchema>;

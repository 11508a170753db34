import type { Handler } from './fake-api.ts';

/** A few categories' exact specialties, as GET /api/taxonomy/specialties answers for them. */
const SPECIALTIES = [
  { code: '213ES0103X', name: 'Foot & Ankle Surgery Podiatrist', category: 'foot-care' },
  { code: '213E00000X', name: 'Podiatrist', category: 'foot-care' },
  { code: '207RC0000X', name: 'Cardiovascular Disease Physician', category: 'heart' },
  { code: '207Q00000X', name: 'Family Medicine Physician', category: 'primary-care' },
  { code: '207R00000X', name: 'Internal Medicine Physician', category: 'primary-care' },
  { code: '208D00000X', name: 'General Practice Physician', category: 'primary-care' },
  { code: '122300000X', name: 'Dentist', category: 'dentist' },
];

/** The taxonomy endpoint over those: a category's specialties, or the named codes. */
export const taxonomyEndpoint: Handler = (url) => {
  const category = url.searchParams.get('category');
  if (category)
    return { status: 200, body: { specialties: SPECIALTIES.filter((s) => s.category === category) } };
  const codes = url.searchParams.get('codes')?.split(',') ?? [];
  return { status: 200, body: { specialties: SPECIALTIES.filter((s) => codes.includes(s.code)) } };
};

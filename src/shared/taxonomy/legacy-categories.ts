/**
 * What each of the 24 specialty values of the first catalogue becomes in the taxonomy (ADR 23):
 * the category that holds those providers and, where the old value was narrower, the rules of the
 * codes it covered. Kept apart from legacy-specialties.ts, which resolves the rules against the 883
 * codes, so a browser can show an old address's category without downloading them
 * (taxonomy-picker.test.tsx).
 */
import type { SpecialtyValue } from '../providers/directory-lists.ts';
import type { CategorySlug } from './category-list.ts';
import { PHYSICIANS, classification, codes, specialization, type CodeRule } from './rules.ts';

export type LegacySpecialty = {
  category: CategorySlug;
  /** Narrower than the whole category: only the category's codes these rules name. */
  only?: readonly CodeRule[];
};

export const LEGACY_SPECIALTIES: Record<SpecialtyValue, LegacySpecialty> = {
  'primary-care': { category: 'primary-care' },
  dental: { category: 'dentist' },
  optometry: { category: 'eye-exams-and-glasses' },
  dermatology: { category: 'skin' },
  'home-health': { category: 'home-health-care' },
  podiatrist: { category: 'foot-care', only: [classification('Podiatrist')] },
  'general-practice': { category: 'primary-care', only: [classification('General Practice')] },
  'family-medicine': { category: 'primary-care', only: [classification('Family Medicine')] },
  'internal-medicine': { category: 'primary-care', only: [classification('Internal Medicine')] },
  geriatrics: { category: 'geriatrics', only: [codes('207QG0300X', '207RG0300X', '363LG0600X')] },
  cardiology: {
    category: 'heart',
    only: [codes('207RC0000X', '207RC0001X', '207RI0011X', '207RA0001X', '207RA0002X')],
  },
  endocrinology: { category: 'diabetes-and-hormones', only: [codes('207RE0101X')] },
  gastroenterology: { category: 'stomach-and-digestion', only: [codes('207RG0100X')] },
  neurology: { category: 'memory-and-brain', only: [codes('2084N0400X')] },
  oncology: { category: 'cancer-care' },
  ophthalmology: { category: 'eye-doctor', only: [classification('Ophthalmology')] },
  orthopedics: {
    category: 'bones-and-joints',
    only: [
      classification('Orthopaedic Surgery'),
      specialization('Sports Medicine', PHYSICIANS),
      codes('2082S0105X', '2086S0105X'),
    ],
  },
  'physical-therapy': { category: 'physical-therapy', only: [classification('Physical Therapist')] },
  pulmonology: { category: 'lungs-and-breathing', only: [codes('207RP1001X')] },
  rheumatology: { category: 'arthritis' },
  urology: { category: 'bladder-and-prostate', only: [classification('Urology')] },
  audiology: { category: 'hearing', only: [classification('Audiologist')] },
  psychiatry: { category: 'mental-health' },
  nephrology: { category: 'kidneys', only: [codes('207RN0300X')] },
};

/** The category an old specialty value now names. */
export const legacyCategory = (value: SpecialtyValue): CategorySlug => LEGACY_SPECIALTIES[value].category;

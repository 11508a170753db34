import { personName, providerDisplayName, visitTypeName } from '#shared/display-name.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/**
 * The names of a visit's or a conversation's two people, and of its visit type, from the columns our
 * queries select them as; the rules themselves are the shared ones (src/shared/display-name.ts) the
 * web app shows. The locale is the reader's: the request's for an answer, the recipient's for mail,
 * notices and calendar files (ADR 19), so a reader sees 'Dra.' and the visit's name in their language.
 */

type ProviderColumns = {
  provider_first_name: string;
  provider_last_name: string;
  provider_title: string;
  provider_professional_title: string | null;
  provider_practice_name: string | null;
  provider_gender: string | null;
};

type PatientColumns = { patient_first_name: string; patient_last_name: string };

/** The visit type's name columns: English's, and the column of each other language a practice may name it in. */
type VisitTypeColumns = { type_name: string | null; type_name_es: string | null };

/** 'Dr. Elena Morales, MD', as the profile shows it, in the reader's language ('Dra.'). */
export const providerName = (row: ProviderColumns, locale: Locale) =>
  providerDisplayName(
    {
      title: row.provider_title,
      firstName: row.provider_first_name,
      lastName: row.provider_last_name,
      professionalTitle: row.provider_professional_title,
      practiceName: row.provider_practice_name,
      gender: row.provider_gender,
    },
    { locale },
  );

export const patientName = (row: PatientColumns) =>
  personName({ firstName: row.patient_first_name, lastName: row.patient_last_name });

/** The visit's type in the reader's language, null for a visit booked without one. */
export const typeName = (row: VisitTypeColumns, locale: Locale) =>
  row.type_name === null ? null : visitTypeName({ name: row.type_name, nameEs: row.type_name_es }, locale);

import { personName, providerDisplayName } from '#shared/display-name.ts';

/**
 * The names of a visit's or a conversation's two people, from the columns our queries select them as;
 * the rules themselves are the shared ones (src/shared/display-name.ts) the web app shows.
 */

type ProviderColumns = {
  provider_first_name: string;
  provider_last_name: string;
  provider_title: string;
  provider_professional_title: string | null;
  provider_practice_name: string | null;
};

type PatientColumns = { patient_first_name: string; patient_last_name: string };

/** 'Dr. Elena Morales, MD', as the profile shows it. */
export const providerName = (row: ProviderColumns) =>
  providerDisplayName({
    title: row.provider_title,
    firstName: row.provider_first_name,
    lastName: row.provider_last_name,
    professionalTitle: row.provider_professional_title,
    practiceName: row.provider_practice_name,
  });

export const patientName = (row: PatientColumns) =>
  personName({ firstName: row.patient_first_name, lastName: row.patient_last_name });

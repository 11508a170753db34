import type { CurrentUser } from '#shared/dto.ts';

/** The signed-in people of the component tests, as /api/me answers them. */
export const PATIENT: CurrentUser = {
  id: 'u1',
  email: 'rosa@example.test',
  firstName: 'Rosa',
  lastName: 'Delgado',
  role: 'patient',
  avatarUrl: null,
  practiceName: null,
};

export const PROVIDER_USER: CurrentUser = {
  id: 'u2',
  email: 'office@example.test',
  firstName: 'Elena',
  lastName: 'Morales',
  role: 'provider',
  avatarUrl: null,
  practiceName: 'Coral Way Family Medicine',
};

/** A patient who helps her mother, Rosa (ADR 18): the caregiver of the component tests. */
export const CAREGIVER: CurrentUser = {
  id: 'u-ana',
  email: 'ana@example.test',
  firstName: 'Ana',
  lastName: 'Delgado',
  role: 'patient',
  avatarUrl: null,
  practiceName: null,
};

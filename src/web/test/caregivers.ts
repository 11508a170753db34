import type { CaregiversDto, CaringForDto } from '#shared/caregivers/caregiver-schemas.ts';
import type { CaregiverPermission } from '#shared/caregivers/caregivers.ts';

/** Rosa, as her daughter (CAREGIVER in users.ts) may act for her. */
export const ROSA = { id: 'u-rosa', name: 'Rosa Delgado' } as const;

export const caringFor = (
  permissions: CaregiverPermission[],
  patient: { id: string; name: string } = ROSA,
): CaringForDto => ({
  id: `access-${patient.id}`,
  patient: { id: patient.id, name: patient.name },
  permissions,
  since: '2026-11-20T15:00:00.000Z',
});

/** GET /api/caregivers for someone who helps these people (and has no helpers of their own). */
export const caregiversAnswer = (people: CaringForDto[]): CaregiversDto => ({
  caregivers: [],
  caringFor: people,
  invitations: [],
  requests: [],
});

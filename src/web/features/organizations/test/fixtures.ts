import type { CurrentUser } from '#shared/dto.ts';
import type {
  AffiliationDto,
  AffiliationListDto,
  ManagedOrganizationDto,
} from '#shared/organizations/organization-schemas.ts';

/** The people and records of the organization component tests. */

export const ORG_ADMIN: CurrentUser = {
  id: 'u3',
  email: 'olivia@example.test',
  firstName: 'Olivia',
  lastName: 'Organizer',
  role: 'organization_admin',
  avatarUrl: null,
  practiceName: null,
};

export const SUPER_ADMIN: CurrentUser = {
  id: 'u4',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'super_admin',
  avatarUrl: null,
  practiceName: null,
};

export const ORG_ID = '3f2b8a1e-1111-4222-8333-944455556666';

export const organization = (over: Partial<ManagedOrganizationDto> = {}): ManagedOrganizationDto => ({
  id: ORG_ID,
  name: 'Coral Way Health Partners',
  description: 'A family practice group in Miami.',
  logoUrl: null,
  website: 'https://coralway.example.com',
  phone: '(305) 555-0142',
  streetAddress: '1450 Coral Way',
  city: 'Miami',
  state: 'FL',
  zipCode: '33145',
  locations: [
    {
      name: 'Coral Gables Clinic',
      streetAddress: '200 Ponce de Leon Blvd',
      city: 'Coral Gables',
      state: 'FL',
      zipCode: '33134',
      phone: null,
    },
  ],
  updatedAt: '2026-03-01T15:00:00.000Z',
  ...over,
});

export const affiliation = (over: Partial<AffiliationDto> = {}): AffiliationDto => ({
  id: 'a1',
  status: 'approved',
  affiliationRole: 'Cardiologist',
  locationName: 'Coral Gables Clinic',
  createdAt: '2026-03-01T15:00:00.000Z',
  updatedAt: '2026-03-01T15:00:00.000Z',
  provider: {
    id: 'p1',
    name: 'Dr. Elena Morales, MD',
    specialty: 'Cardiovascular Disease Physician',
    category: 'heart',
    listed: true,
  },
  ...over,
});

export const affiliationList = (items: AffiliationDto[]): AffiliationListDto => ({
  affiliations: items,
  total: items.length,
  page: 1,
  pageSize: 20,
  counts: {
    pending: items.filter((a) => a.status === 'pending').length,
    approved: items.filter((a) => a.status === 'approved').length,
    ended: items.filter((a) => a.status === 'ended').length,
  },
});

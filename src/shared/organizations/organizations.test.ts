import { describe, expect, it } from 'vitest';
import {
  affiliationUpdateSchema,
  invitationInputSchema,
  organizationInputSchema,
  organizationScopeSchema,
} from './organization-schemas.ts';
import { LOCATIONS_MAX, addressLine } from './organizations.ts';
import { ORGANIZATION_MESSAGES as M } from './organization-messages.ts';

const base = {
  name: 'Coral Way Health',
  description: '',
  website: '',
  phone: '',
  streetAddress: '',
  city: '',
  state: '',
  zipCode: '',
  locations: [],
};
const location = (name: string) => ({
  name,
  streetAddress: '1 Main St',
  city: 'Miami',
  state: 'fl',
  zipCode: '33145',
  phone: '',
});
const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the organization input', () => {
  it('trims, upper-cases the state, and takes empty optional fields', () => {
    const parsed = organizationInputSchema.parse({
      ...base,
      name: '  Coral Way Health ',
      locations: [location('A')],
    });
    expect(parsed.name).toBe('Coral Way Health');
    expect(parsed.locations[0]!.state).toBe('FL');
    expect(parsed.logoUploadId).toBeUndefined();
  });

  it('refuses a missing name, a bad website, phone or zip, with the words of each', () => {
    const result = organizationInputSchema.safeParse({
      ...base,
      name: ' ',
      website: 'javascript:alert(1)',
      phone: '555-12',
      zipCode: '3314',
      state: 'Florida',
    });
    expect(errorsOf(result)).toEqual({
      name: M.name,
      website: M.website,
      phone: M.phone,
      zipCode: M.zipCode,
      state: M.state,
    });
    expect(organizationInputSchema.safeParse({ ...base, website: 'https://example.com/about' }).success).toBe(
      true,
    );
    expect(organizationInputSchema.safeParse({ ...base, website: 'https://localhost' }).success).toBe(false);
  });

  it('needs each location complete, named once, and no more than the limit', () => {
    const incomplete = organizationInputSchema.safeParse({
      ...base,
      locations: [{ ...location('A'), streetAddress: '', zipCode: '' }],
    });
    expect(errorsOf(incomplete)).toEqual({
      'locations.0.streetAddress': M.locationStreet,
      'locations.0.zipCode': M.zipCode,
    });
    const twice = organizationInputSchema.safeParse({
      ...base,
      locations: [location('Clinic'), location(' clinic')],
    });
    expect(errorsOf(twice)).toEqual({ locations: M.locationsUnique });
    const many = Array.from({ length: LOCATIONS_MAX + 1 }, (_, i) => location(`L${i}`));
    expect(errorsOf(organizationInputSchema.safeParse({ ...base, locations: many }))).toEqual({
      locations: M.locationsMax,
    });
  });

  it('takes a logo upload id, null to remove it, and nothing else', () => {
    expect(organizationInputSchema.safeParse({ ...base, logoUploadId: null }).success).toBe(true);
    expect(
      organizationInputSchema.safeParse({ ...base, logoUploadId: '3f2b8a1e-1111-4222-8333-944455556666' })
        .success,
    ).toBe(true);
    expect(errorsOf(organizationInputSchema.safeParse({ ...base, logoUploadId: '../etc' }))).toEqual({
      logoUploadId: M.logoWrongPlace,
    });
  });
});

describe('the other organization inputs', () => {
  it('lower-cases and checks an invitation address', () => {
    expect(
      invitationInputSchema.parse({ email: ' Elena@Example.TEST ', affiliationRole: '', locationName: '' })
        .email,
    ).toBe('elena@example.test');
    expect(
      errorsOf(
        invitationInputSchema.safeParse({
          email: 'elena',
          affiliationRole: 'x'.repeat(81),
          locationName: '',
        }),
      ),
    ).toEqual({ email: M.email, affiliationRole: M.role });
  });

  it('knows the four answers to an affiliation', () => {
    for (const action of ['approve', 'decline', 'update', 'end']) {
      expect(affiliationUpdateSchema.safeParse({ action }).success).toBe(true);
    }
    expect(affiliationUpdateSchema.safeParse({ action: 'delete' }).success).toBe(false);
  });

  it('names an organization by its id only', () => {
    expect(organizationScopeSchema.safeParse({}).success).toBe(true);
    expect(organizationScopeSchema.safeParse({ organizationId: "1' or 1=1" }).success).toBe(false);
  });
});

describe('addresses in words', () => {
  it('joins what there is of an address', () => {
    expect(
      addressLine({ streetAddress: '1450 Coral Way', city: 'Miami', state: 'FL', zipCode: '33145' }),
    ).toBe('1450 Coral Way, Miami, FL 33145');
    expect(addressLine({ streetAddress: null, city: 'Miami', state: null, zipCode: null })).toBe('Miami');
    expect(addressLine({})).toBe('');
  });
});

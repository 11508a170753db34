// Run by listing-kinds.e2e.ts before its server starts (the embedded database has one user at a
// time): a clinician who works at a hospital, a home health agency and that hospital (ADR 23).
import { providerProfiles } from '../src/server/db/schema/index.ts';
import { runCli } from '../src/server/cli/run.ts';

const place = {
  city: 'Miami',
  state: 'FL',
  zipCode: '33136',
  locationLat: 25.79,
  locationLng: -80.21,
  profileStatus: 'approved' as const,
  status: 'active' as const,
  phone: '(305) 555-0170',
  acceptedInsurancePlans: ['Medicare', 'Aetna'],
};

await runCli(async ({ database }) => {
  await database.db.insert(providerProfiles).values([
    {
      ...place,
      title: 'Doctor',
      firstName: 'Lucia',
      lastName: 'Fernandez',
      professionalTitle: 'MD',
      gender: 'female',
      practiceName: 'Little Havana Heart Care',
      businessAddress: '1611 NW 12th Ave, Miami, FL 33136',
      taxonomyCode: '207RC0000X',
      secondaryTaxonomyCodes: ['207RS0012X'],
      hospitalAffiliations: ['100022'],
    },
    {
      ...place,
      listingKind: 'organization',
      title: '',
      firstName: '',
      lastName: '',
      practiceName: 'Sunshine Home Health Agency',
      businessAddress: '1500 NW 12th Ave, Miami, FL 33136',
      taxonomyCode: '251E00000X',
    },
    {
      ...place,
      listingKind: 'hospital',
      title: '',
      firstName: '',
      lastName: '',
      practiceName: 'Jackson Memorial Hospital',
      businessAddress: '1611 NW 12th Ave, Miami, FL 33136',
      taxonomyCode: '282N00000X',
      cmsCcn: '100022',
      hospitalType: 'Acute Care Hospitals',
      emergencyServices: true,
      cmsStarRating: 3,
    },
  ]);
});

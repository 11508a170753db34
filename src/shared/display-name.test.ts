import { describe, expect, it } from 'vitest';
import {
  avatarInitials,
  displayName,
  listingInitials,
  nameOrEmail,
  providerDisplayName,
  visitTypeName,
} from './display-name.ts';

const base = { firstName: '', lastName: '', email: '', role: 'patient' as const, practiceName: null };

describe('display name', () => {
  it('prefers the practice name for providers, then Provider', () => {
    expect(displayName({ ...base, role: 'provider', practiceName: 'Bay Clinic' })).toBe('Bay Clinic');
    expect(displayName({ ...base, role: 'provider' })).toBe('Provider');
  });
  it('then the name, then the email, then User', () => {
    expect(displayName({ ...base, firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(displayName({ ...base, email: 'ann@x.test' })).toBe('ann@x.test');
    expect(displayName({ ...base })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
  it('a person is named by their name, else their email', () => {
    expect(nameOrEmail({ firstName: 'Ann', lastName: '', email: 'ann@x.test' })).toBe('Ann');
    expect(nameOrEmail({ firstName: ' ', lastName: '', email: 'ann@x.test' })).toBe('ann@x.test');
  });
  it('initials from the name, else the email, else U or P', () => {
    expect(avatarInitials({ ...base, firstName: 'ann', lastName: 'lee' })).toBe('AL');
    expect(avatarInitials({ ...base, email: 'zed@x.test' })).toBe('ZE');
    expect(avatarInitials({ ...base })).toBe('U');
    expect(avatarInitials({ ...base, role: 'provider' })).toBe('P');
  });
});

describe('provider display name', () => {
  const elena = { title: 'Doctor', firstName: 'Elena', lastName: 'Morales', professionalTitle: 'md' };

  it('writes Dr. for the title Doctor, then the upper-cased credentials', () => {
    expect(providerDisplayName(elena)).toBe('Dr. Elena Morales, MD');
    expect(providerDisplayName({ ...elena, professionalTitle: 'md, facp' })).toBe(
      'Dr. Elena Morales, MD, FACP',
    );
  });
  it("follows the reader's language and the doctor's gender: Dra. for a woman in Spanish", () => {
    const woman = { ...elena, gender: 'female' };
    expect(providerDisplayName(woman, { locale: 'es' })).toBe('Dra. Elena Morales, MD');
    expect(providerDisplayName(woman, { locale: 'en' })).toBe('Dr. Elena Morales, MD');
    expect(providerDisplayName({ ...elena, gender: 'male' }, { locale: 'es' })).toBe('Dr. Elena Morales, MD');
    expect(providerDisplayName({ ...elena, gender: null }, { locale: 'es' })).toBe('Dr. Elena Morales, MD');
    expect(providerDisplayName({ ...woman, title: '' }, { locale: 'es' })).toBe('Elena Morales, MD');
  });
  it('never adds a Dr. the provider did not set', () => {
    expect(providerDisplayName({ ...elena, title: '' })).toBe('Elena Morales, MD');
    expect(providerDisplayName({ ...elena, title: null })).toBe('Elena Morales, MD');
    expect(providerDisplayName({ ...elena, title: 'Nurse Practitioner', professionalTitle: 'aprn' })).toBe(
      'Elena Morales, APRN',
    );
  });
  it('leaves out missing credentials, or on request', () => {
    expect(providerDisplayName({ ...elena, professionalTitle: null })).toBe('Dr. Elena Morales');
    expect(providerDisplayName({ ...elena, professionalTitle: '  ' })).toBe('Dr. Elena Morales');
    expect(providerDisplayName(elena, { credentials: false })).toBe('Dr. Elena Morales');
  });
  it('tidies extra spaces', () => {
    expect(
      providerDisplayName({
        title: ' Doctor ',
        firstName: ' Elena ',
        lastName: 'de  la Cruz ',
        professionalTitle: ' md ',
      }),
    ).toBe('Dr. Elena de la Cruz, MD');
    expect(providerDisplayName({ ...elena, firstName: 'Elena', lastName: '' })).toBe('Dr. Elena, MD');
  });
  it('shows a practice listed without a person by its name, else Provider', () => {
    const practice = { title: 'Doctor', firstName: '', lastName: ' ', professionalTitle: 'md' };
    expect(providerDisplayName({ ...practice, practiceName: ' Bay  Clinic ' })).toBe('Bay Clinic');
    expect(providerDisplayName(practice)).toBe('Provider');
  });
});

describe('visit type name', () => {
  const followUp = { name: 'Follow-up Visit', nameEs: 'Consulta de seguimiento' };

  it('gives a Spanish reader the Spanish name and everyone else the English one', () => {
    expect(visitTypeName(followUp, 'es')).toBe('Consulta de seguimiento');
    expect(visitTypeName(followUp, 'en')).toBe('Follow-up Visit');
    expect(visitTypeName(followUp, undefined)).toBe('Follow-up Visit');
  });
  it('falls back to the English name when the practice gave no Spanish one', () => {
    expect(visitTypeName({ name: 'Follow-up Visit', nameEs: null }, 'es')).toBe('Follow-up Visit');
    expect(visitTypeName({ name: 'Follow-up Visit', nameEs: '   ' }, 'es')).toBe('Follow-up Visit');
    expect(visitTypeName({ name: 'Follow-up Visit' }, 'es')).toBe('Follow-up Visit');
  });
});

describe('provider display name of an organisation (ADR 23)', () => {
  it('names an organisation or a hospital by its practice name, never Dr. and a person', () => {
    const stored = {
      title: 'Doctor',
      firstName: 'Ann',
      lastName: 'Lee',
      professionalTitle: 'md',
      practiceName: 'Bay Hospital',
    };
    expect(providerDisplayName({ ...stored, listingKind: 'hospital' })).toBe('Bay Hospital');
    expect(providerDisplayName({ ...stored, listingKind: 'organization' }, { locale: 'es' })).toBe(
      'Bay Hospital',
    );
    expect(providerDisplayName({ ...stored, listingKind: 'clinician' })).toBe('Dr. Ann Lee, MD');
    // An organisation without a practice name still gets a name rather than an empty heading.
    expect(providerDisplayName({ ...stored, practiceName: ' ', listingKind: 'organization' })).toBe(
      'Dr. Ann Lee, MD',
    );
  });
});

describe('listing initials', () => {
  it('are the API’s for a person, else the first letters of an organisation’s first two words', () => {
    expect(listingInitials({ initials: 'EM', practiceName: 'Bay Clinic' })).toBe('EM');
    expect(listingInitials({ initials: '', practiceName: 'Jackson Memorial Hospital' })).toBe('JM');
    expect(listingInitials({ initials: ' ', practiceName: 'élan 24 Health' })).toBe('ÉH');
    expect(listingInitials({ initials: '', practiceName: null })).toBe('');
  });
});

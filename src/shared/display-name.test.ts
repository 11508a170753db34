import { describe, expect, it } from 'vitest';
import { avatarInitials, displayName } from './display-name.ts';

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
  it('initials from the name, else the email, else U or P', () => {
    expect(avatarInitials({ ...base, firstName: 'ann', lastName: 'lee' })).toBe('AL');
    expect(avatarInitials({ ...base, email: 'zed@x.test' })).toBe('ZE');
    expect(avatarInitials({ ...base })).toBe('U');
    expect(avatarInitials({ ...base, role: 'provider' })).toBe('P');
  });
});

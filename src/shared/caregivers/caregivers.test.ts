import { describe, expect, it } from 'vitest';
import { allows, normalizePermissions } from './caregivers.ts';

describe('caregiver permissions', () => {
  it('booking and cancelling includes seeing the appointments; nothing else includes anything', () => {
    expect(allows(['manage_appointments'], 'view_appointments')).toBe(true);
    expect(allows(['manage_appointments'], 'manage_appointments')).toBe(true);
    expect(allows(['view_appointments'], 'manage_appointments')).toBe(false);
    expect(allows(['message_providers'], 'view_appointments')).toBe(false);
    expect(allows(['manage_saved'], 'message_providers')).toBe(false);
    expect(allows([], 'view_appointments')).toBe(false);
  });

  it('stores known permissions once each, in order, with what they include', () => {
    expect(
      normalizePermissions(['manage_saved', 'manage_appointments', 'manage_saved', 'delete_account']),
    ).toEqual(['view_appointments', 'manage_appointments', 'manage_saved']);
    expect(normalizePermissions([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  canUploadTo,
  checkImageFile,
  defaultFolder,
  isUploadFolder,
  MB,
  UPLOAD_MESSAGES,
} from './uploads.ts';

describe('the browser pre-check on a chosen image', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it("gives the spec's message for each rule, in the spec's order", () => {
    expect(checkImageFile(null)).toBe('No file selected');
    expect(checkImageFile(file('a.pdf', 'application/pdf'))).toBe('Please select a valid image file');
    expect(checkImageFile(file('a.png', 'image/png', 11 * MB))).toBe('File size must be less than 10MB');
    expect(checkImageFile(file('a.bmp', 'image/bmp'))).toBe(
      'Please select an image file (PNG, JPG, GIF, WEBP, SVG)',
    );
    expect(checkImageFile(file('a.png', 'image/png', 6 * MB))).toBe('File size must be less than 5MB');
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['a.JPG', 'image/jpeg'],
      ['a.jpeg', 'image/jpeg'],
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
      ['a.svg', 'image/svg+xml'],
    ])
      expect(checkImageFile(file(name!, type!)), name).toBeNull();
    expect(checkImageFile(file('a.png', 'image/png', 5 * MB))).toBeNull();
  });

  it('words every upload failure as the spec does', () => {
    expect(UPLOAD_MESSAGES.uploadFailed('timeout')).toBe('Upload failed: timeout');
    expect(UPLOAD_MESSAGES.failedHeadshot('x')).toBe('Failed to upload headshot: x');
    expect(UPLOAD_MESSAGES.failedOfficePhoto('x')).toBe('Failed to upload office photo: x');
    expect(UPLOAD_MESSAGES.failedPatientAvatar('x')).toBe('Failed to upload patient avatar: x');
    expect(UPLOAD_MESSAGES.failedOrganizationLogo('x')).toBe('Failed to upload organization logo: x');
  });
});

describe('storage areas and who may upload to them', () => {
  it('knows each area’s folders', () => {
    expect(defaultFolder('organization-logos')).toBe('logos');
    expect(isUploadFolder('provider-photos', 'office-photos')).toBe(true);
    expect(isUploadFolder('provider-photos', '../x')).toBe(false);
    expect(isUploadFolder('service-images', '')).toBe(true);
  });

  it('lets super_admin upload anywhere and the others only to their own areas', () => {
    expect(canUploadTo('super_admin', 'app-logos', '')).toBe(true);
    expect(canUploadTo('patient', 'profile-images', 'patient-avatars')).toBe(true);
    expect(canUploadTo('patient', 'content-images', '')).toBe(false);
    expect(canUploadTo('provider', 'provider-photos', 'headshots')).toBe(true);
    expect(canUploadTo('organization_admin', 'organization-logos', 'logos')).toBe(true);
    expect(canUploadTo('organization_admin', 'app-logos', '')).toBe(false);
    expect(canUploadTo(null, 'service-images', '')).toBe(false);
  });
});

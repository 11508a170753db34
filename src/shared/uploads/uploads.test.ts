import { describe, expect, it } from 'vitest';
import {
  canUploadTo,
  checkImageFile,
  defaultFolder,
  isUploadFolder,
  MB,
  UPLOAD_MESSAGES,
} from './uploads.ts';
import { compileCatalogue } from '../i18n/catalogue.ts';
import account from '../i18n/locales/en/account.json' with { type: 'json' };
import { createTranslator } from '../i18n/translate.ts';

/** The English the browser shows for these messages. */
const { t: inEnglish } = createTranslator('en', [compileCatalogue(account)]);

describe('the browser pre-check on a chosen image', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it("gives the spec's message for each rule, in the spec's order", () => {
    const says = (f: Parameters<typeof checkImageFile>[0]) => {
      const key = checkImageFile(f);
      return key && inEnglish(key);
    };
    expect(says(null)).toBe('No file selected');
    expect(says(file('a.pdf', 'application/pdf'))).toBe('Please select a valid image file');
    expect(says(file('a.png', 'image/png', 11 * MB))).toBe('File size must be less than 10MB');
    expect(says(file('a.bmp', 'image/bmp'))).toBe('Please select an image file (PNG, JPG, GIF, WEBP, SVG)');
    expect(says(file('a.png', 'image/png', 6 * MB))).toBe('File size must be less than 5MB');
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

  it('words every upload failure as the spec does, naming its reason', () => {
    const reason = { reason: 'timeout' };
    expect(inEnglish(UPLOAD_MESSAGES.uploadFailed, reason)).toBe('Upload failed: timeout');
    expect(inEnglish(UPLOAD_MESSAGES.failedHeadshot, reason)).toBe('Failed to upload headshot: timeout');
    expect(inEnglish(UPLOAD_MESSAGES.failedOfficePhoto, reason)).toBe(
      'Failed to upload office photo: timeout',
    );
    expect(inEnglish(UPLOAD_MESSAGES.failedPatientAvatar, reason)).toBe(
      'Failed to upload patient avatar: timeout',
    );
    expect(inEnglish(UPLOAD_MESSAGES.failedOrganizationLogo, reason)).toBe(
      'Failed to upload organization logo: timeout',
    );
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

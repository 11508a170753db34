import type { MessageKey } from '../i18n/translate.ts';
import type { Role } from '../roles.ts';

/**
 * Upload rules shared by the browser's pre-checks and the server (uploads.test.ts, ADR 9).
 * The server decides by the file's content (magic bytes), never by its name or declared type.
 */

export const MB = 1024 * 1024;
/** Generic image upload limit (docs/product.md#content). */
export const GENERIC_UPLOAD_MAX_BYTES = 10 * MB;
/**
 * The image check's limit (docs/product.md#content): every stored upload is an image, so this is the one that
 * binds.
 */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * MB;

export const UPLOAD_MESSAGES = {
  noFile: 'account.upload.noFile',
  notImage: 'account.upload.notImage',
  genericTooLarge: 'account.upload.genericTooLarge',
  imageType: 'account.upload.imageType',
  imageTooLarge: 'account.upload.imageTooLarge',
  failed: 'account.upload.failed',
  failedServiceImage: 'account.upload.failedServiceImage',
  // These five take `reason`: what went wrong, in the reader's words.
  failedPatientAvatar: 'account.upload.failedPatientAvatar',
  failedOrganizationLogo: 'account.upload.failedOrganizationLogo',
  failedHeadshot: 'account.upload.failedHeadshot',
  failedOfficePhoto: 'account.upload.failedOfficePhoto',
  uploadFailed: 'account.upload.uploadFailed',
  noPublicUrl: 'account.upload.noPublicUrl',
  /** The reason a failure names when the error gave none. */
  tryAgain: 'account.upload.tryAgain',
} as const satisfies Record<string, MessageKey>;

/** The accepted image types, as the image check lists them. */
const IMAGE_TYPES = ['png', 'jpeg', 'jpg', 'gif', 'webp', 'svg'] as const;
const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
/** For a file input's accept attribute. */
export const IMAGE_ACCEPT =
  '.png,.jpg,.jpeg,.gif,.webp,.svg,image/png,image/jpeg,image/gif,image/webp,image/svg+xml';

export const UPLOAD_AREAS = [
  'profile-images',
  'service-images',
  'organization-logos',
  'provider-photos',
  'content-images',
  'app-logos',
] as const;
export type UploadArea = (typeof UPLOAD_AREAS)[number];

/**
 * The folders inside each area (ADR 9). '' is the area's root. 'patient-avatars' lives under the
 * patient's own id: profile-images/{userId}/patient-avatars/.
 */
const UPLOAD_FOLDERS = {
  'profile-images': ['provider-profiles', 'patient-avatars'],
  'service-images': [''],
  'organization-logos': ['logos'],
  'provider-photos': ['headshots', 'office-photos'],
  'content-images': [''],
  'app-logos': [''],
} as const satisfies Record<UploadArea, readonly string[]>;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[UploadArea][number];

/** Who may upload where; super_admin may upload everywhere. */
const FOLDER_ROLES: Record<string, readonly Role[]> = {
  'profile-images/provider-profiles': ['provider'],
  'profile-images/patient-avatars': ['patient'],
  'service-images/': ['provider'],
  'organization-logos/logos': ['organization_admin'],
  'provider-photos/headshots': ['provider'],
  'provider-photos/office-photos': ['provider'],
  'content-images/': [],
  'app-logos/': [],
};

/** The folder used when a request names none: the area's first. */
export const defaultFolder = (area: UploadArea): UploadFolder => UPLOAD_FOLDERS[area][0];

export function isUploadFolder(area: UploadArea, folder: string): folder is UploadFolder {
  return (UPLOAD_FOLDERS[area] as readonly string[]).includes(folder);
}

export function canUploadTo(role: Role | null | undefined, area: UploadArea, folder: UploadFolder): boolean {
  if (!role) return false;
  if (role === 'super_admin') return true;
  return (FOLDER_ROLES[`${area}/${folder}`] ?? []).includes(role);
}

/**
 * Largest width or height kept after re-encoding. Photos keep enough for a large screen; avatars and
 * logos are only ever shown small.
 */
export function maxDimensionFor(area: UploadArea, folder: UploadFolder): number {
  if (folder === 'patient-avatars' || area === 'organization-logos' || area === 'app-logos') return 600;
  return 2000;
}

/** Provider headshots and office photos are named by provider id plus time; the rest by a random id. */
export const isTimestampNamed = (folder: UploadFolder) =>
  folder === 'headshots' || folder === 'office-photos';

/**
 * The browser's pre-check on a chosen file (the generic rule, then the image check), in that
 * order (uploads.test.ts). Returns the product's message key, or null when the file may be sent. The
 * server checks again.
 */
export function checkImageFile(file: { name: string; type: string; size: number } | null | undefined) {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.notImage;
  if (file.size > GENERIC_UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.genericTooLarge;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  if (!typeOk || !(IMAGE_TYPES as readonly string[]).includes(ext)) return UPLOAD_MESSAGES.imageType;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.imageTooLarge;
  return null;
}

// The answers' types are inferred from their zod schemas in upload-schemas.ts. Import them from there with
// `import type`, which loads no zod; this file does not re-export them, as upload-schemas.ts imports it.

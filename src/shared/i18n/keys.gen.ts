// Written by `npm run i18n` from the catalogues in src/shared/i18n/locales: do not edit.

/** Every message of the product, by key: the variables it takes and the tags (`<0>`) it wraps. */
export type Messages = {
  "common.header.about": { values: Record<never, never>; tags: never };
  "common.header.findProviders": { values: Record<never, never>; tags: never };
  "common.header.home": { values: Record<never, never>; tags: never };
  "common.header.mainNav": { values: Record<never, never>; tags: never };
  "common.header.signIn": { values: Record<never, never>; tags: never };
};

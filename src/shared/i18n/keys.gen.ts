// Written by `npm run i18n` from the catalogues in src/shared/i18n/locales: do not edit.

/** Every message of the product, by key: the variables it takes and the tags (`<0>`) it wraps. */
export type Messages = {
  "common.header.about": { values: Record<never, never>; tags: never };
  "common.header.findProviders": { values: Record<never, never>; tags: never };
  "common.header.home": { values: Record<never, never>; tags: never };
  "common.header.mainNav": { values: Record<never, never>; tags: never };
  "common.header.signIn": { values: Record<never, never>; tags: never };
  "common.waitingList.emailRequired": { values: Record<never, never>; tags: never };
  "common.waitingList.emailRequiredTitle": { values: Record<never, never>; tags: never };
  "common.waitingList.error": { values: Record<never, never>; tags: never };
  "common.waitingList.errorTitle": { values: Record<never, never>; tags: never };
  "common.waitingList.invalidEmail": { values: Record<never, never>; tags: never };
  "common.waitingList.previewSuccess": { values: Record<never, never>; tags: never };
  "common.waitingList.success": { values: Record<never, never>; tags: never };
  "common.waitingList.successTitle": { values: Record<never, never>; tags: never };
  "common.waitingList.tooMany": { values: Record<never, never>; tags: never };
  "public.contact.email": { values: Record<never, never>; tags: never };
  "public.contact.failure": { values: Record<never, never>; tags: never };
  "public.contact.firstName": { values: Record<never, never>; tags: never };
  "public.contact.lastName": { values: Record<never, never>; tags: never };
  "public.contact.messageLong": { values: Record<never, never>; tags: never };
  "public.contact.messageShort": { values: Record<never, never>; tags: never };
  "public.contact.specialty": { values: Record<never, never>; tags: never };
  "public.contact.success": { values: Record<never, never>; tags: never };
  "public.contact.tooMany": { values: Record<never, never>; tags: never };
};

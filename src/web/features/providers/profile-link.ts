import type { ProfileViewInput } from '#shared/providers/profile-inputs.ts';

/**
 * What a link to a profile carries in the router state: where the visitor came from (for the view
 * record) and the place the distance is measured from (the search's centre), so the profile shows
 * the same real distance as the card. Kept by the browser's history, so a reload keeps it too.
 */
export type ProfileLinkState = {
  referrerSource?: ProfileViewInput['referrerSource'];
  searchQuery?: string;
  searchFilters?: Record<string, string>;
  searchPosition?: number;
  place?: { lat: number; lng: number } | null;
};

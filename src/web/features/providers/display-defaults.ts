import type { Translate } from '#shared/i18n/translate.ts';
import {
  knownPlace,
  NO_LOCATION,
  UNKNOWN_PLACE,
  VARIOUS_INSURANCES,
} from '#shared/providers/display-defaults.ts';
import type { ProviderCardDto } from '#shared/search/search-params.ts';

/*
 * The API's English words for what a listing leaves out (#shared/providers/display-defaults.ts), in
 * the page's language. Everything else is the provider's own and shown as written. The search page
 * and the profile page both load `search`, where these words live.
 */

/**
 * Where the listing is, as a person would say it: "Miami, FL", "Pierre"; empty when it gives neither
 * city nor state. The API's 'Unknown' is left out, never worded.
 */
export const knownCityState = (p: Pick<ProviderCardDto, 'city' | 'state'>) =>
  [knownPlace(p.city), knownPlace(p.state)].filter(Boolean).join(', ');

/** A city or a state; the API's 'Unknown' in the page's language. */
const placeName = (t: Translate, value: string) =>
  value === UNKNOWN_PLACE ? t('search.defaults.unknownPlace') : value;

/**
 * The listing's location line: its business address, else 'city, state' (either part possibly
 * 'Unknown'), else 'Location not specified', the last two in the page's language.
 */
export function locationLine(t: Translate, p: Pick<ProviderCardDto, 'location' | 'city' | 'state'>) {
  if (p.location === NO_LOCATION) return t('search.defaults.noLocation');
  if (p.location === `${p.city}, ${p.state}`) return `${placeName(t, p.city)}, ${placeName(t, p.state)}`;
  return p.location;
}

/** Whether the location line names a place (the API gives one even when the listing has none). */
export const hasLocation = (p: Pick<ProviderCardDto, 'location'>) => p.location !== NO_LOCATION;

/** An insurance plan as written; the API's 'Various Insurance Plans' in the page's language. */
export const insuranceName = (t: Translate, plan: string) =>
  plan === VARIOUS_INSURANCES ? t('search.defaults.variousInsurances') : plan;

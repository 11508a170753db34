/**
 * The values the public provider API puts in place of what a listing leaves out: city and state
 * 'Unknown', insurances ['Various Insurance Plans'], location 'Location not specified'. They stay
 * English whatever the request's language because they are data, not words for a reader: clients of
 * the API compare and keep them as values, which would change under them if they followed the
 * language. Written in one place, the server's `displayBasics` (search-service.ts); a screen
 * recognises them here and words them in the page's language (web/features/providers/display-defaults.ts);
 * structured data leaves them out. The default specialty, 'General Practice', is a specialty of the
 * list and is worded like any other (`specialtyName` in directory-list-labels.ts).
 */

/** A city or a state the listing does not give. */
export const UNKNOWN_PLACE = 'Unknown';

/**
 * A part of an address (city, state, street, ZIP code) as the listing gives it, trimmed; undefined
 * when it is empty or the 'Unknown' above, so that no screen, search or structured data names it.
 */
export const knownPlace = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed !== UNKNOWN_PLACE ? trimmed : undefined;
};

/** The location of a listing with neither a business address nor a city. */
export const NO_LOCATION = 'Location not specified';

/** The only plan of a listing that names none. */
export const VARIOUS_INSURANCES = 'Various Insurance Plans';

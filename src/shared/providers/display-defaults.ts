/**
 * The words the public provider API puts in place of what a listing leaves out (the spec: city and
 * state 'Unknown', insurances ['Various Insurance Plans'], location 'Location not specified'). They
 * are English by contract, for every client of the API, and written in one place: the server's
 * `displayBasics` (search-service.ts). A screen recognises them here and words them in the page's
 * language (web/features/providers/display-defaults.ts); structured data leaves them out. The
 * default specialty, 'General Practice', is a specialty of the list and is worded like any other
 * (`specialtyName` in lists.ts).
 */

/** A city or a state the listing does not give. */
export const UNKNOWN_PLACE = 'Unknown';

/** The location of a listing with neither a business address nor a city. */
export const NO_LOCATION = 'Location not specified';

/** The only plan of a listing that names none. */
export const VARIOUS_INSURANCES = 'Various Insurance Plans';

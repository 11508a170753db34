/** Every practice we list is on Florida's east coast: slots, dates and times are in its zone (docs/product.md#booking). */
export const PRACTICE_TIME_ZONE = 'America/New_York';

import { npiCheckDigit } from '#shared/providers/npi.ts';

let counter = 0;
/** A valid NPI no other test uses: a random prefix, a counter, the right check digit. */
export function uniqueNpi(): string {
  const firstNine = `1${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${String(counter++ % 1e4).padStart(4, '0')}`;
  return `${firstNine}${npiCheckDigit(firstNine)}`;
}

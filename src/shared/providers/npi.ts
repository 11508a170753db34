/**
 * National Provider Identifier check (CMS): 10 digits, the last a Luhn check digit computed over the
 * first nine prefixed with 80840 (the card issuer prefix the standard assigns to US health
 * identifiers). Catches every single-digit typo and most swapped neighbours before a bad number is saved.
 * The message of a wrong one is each form's own, in its page's namespace: APPLICATION_MESSAGES.npiNumber
 * (application.ts) and PROFILE_EDITOR_MESSAGES.npiNumber (profile-editor.ts).
 */

/** The check digit for the first nine digits of an NPI. */
export function npiCheckDigit(firstNine: string): number {
  const digits = `80840${firstNine}`;
  let sum = 0;
  // Luhn: from the right, double every other digit, starting with the rightmost of the payload
  // (the check digit itself is not there yet).
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for a well-formed NPI with a correct check digit. Spaces and dashes are not accepted. */
export function isValidNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  return npiCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

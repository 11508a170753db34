const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a <script> element. JSON may hold '</script>' or '<!--' inside a string
 * (a provider's name, say), which would end or upset the element; written as \u escapes the
 * characters read the same to a JSON parser but can never be markup. U+2028 and U+2029 are escaped
 * for scripts that read JSON as JavaScript source, where older engines took them as line ends.
 */
export function scriptSafeJson(value: unknown, replacer?: (key: string, value: unknown) => unknown): string {
  return JSON.stringify(value, replacer).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c]!);
}

/**
 * Whether `target` is a page of this site, written as a path: what every redirect the product makes,
 * and every return address it accepts, must be (site-path.test.ts). One leading slash and never a
 * second one, nor a backslash (which browsers read as a slash), anywhere in the path: a step that
 * drops part of a path (a language prefix, say) must never leave "//elsewhere.example", an address
 * on another site. No control characters either: browsers drop tabs and newlines from addresses, so
 * "/\t/elsewhere" arrives as "//elsewhere". Encoded slashes are refused too, for any step that decodes.
 */
export function isSitePath(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0]!;
  return (
    path.startsWith('/') &&
    !path.includes('//') &&
    !/[\\]|%2f|%5c/i.test(path) &&
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    !/[\u0000-\u001f\u007f]/.test(target)
  );
}

/** The site's own page for a redirect: `target` when it is one (`isSitePath`), else the home page. */
export const onSite = (target: string): string => (isSitePath(target) ? target : '/');

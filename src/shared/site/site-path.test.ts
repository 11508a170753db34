import { describe, expect, it } from 'vitest';
import { isSitePath, onSite } from './site-path.ts';

/** Every way of writing "another site" as a path that a browser or a redirect might follow. */
const OFF_SITE = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/es//evil.example?lang=en',
  '/es/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'evil.example',
  '',
];

describe('a path of this site', () => {
  it('is a path from the root with its query and fragment', () => {
    for (const path of ['/', '/auth?verified=1', '/es/auth?verified=1', '/providers?q=a//b#top'])
      expect(isSitePath(path), path).toBe(true);
  });

  it('is never an address that leads elsewhere', () => {
    for (const target of OFF_SITE) {
      expect(isSitePath(target), JSON.stringify(target)).toBe(false);
      expect(onSite(target)).toBe('/');
    }
  });
});

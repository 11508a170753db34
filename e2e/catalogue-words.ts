import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/* What the Spanish browser tests (languages*.e2e.ts) compare a page with: the built catalogue chunks
   and the catalogues' English sentences. */

/** The built catalogue chunks of a language, from Vite's manifest: what a page of that language may fetch. */
export function catalogueChunks(locale: string): string[] {
  const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  return Object.entries(manifest)
    .filter(([source]) => source.includes(`/i18n/locales/${locale}/`))
    .map(([, chunk]) => `/${chunk.file}`);
}

/**
 * The browser catalogues' English sentences that read differently in Spanish, without variables:
 * one of them on a Spanish page is a word that was not translated.
 */
export function englishSentences(): string[] {
  const dir = 'src/shared/i18n/locales';
  const sentences: string[] = [];
  for (const file of readdirSync(`${dir}/en`)) {
    if (file === 'mail.json' || file === 'notices.json') continue;
    const en = JSON.parse(readFileSync(`${dir}/en/${file}`, 'utf8')) as Record<string, string>;
    const es = JSON.parse(readFileSync(`${dir}/es/${file}`, 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(en)) {
      if (text !== es[key] && text.length >= 8 && !/[{<]/.test(text)) sentences.push(text);
    }
  }
  return sentences;
}

/**
 * The English sentences a page shows, once its data has come: each a whole piece of text (React
 * writes a message and what surrounds it as separate text), so a provider's own words that contain
 * one ("Morales Family Primary Care") do not count. Text inside `asWritten` (a selector) is people's
 * own words, shown as they were written, whatever their language.
 */
export async function englishShown(page: Page, sentences: string[], asWritten?: string): Promise<string[]> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  const texts = await page.evaluate((asWritten) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue?.trim();
      const parent = node.parentElement;
      if (!text || !parent?.checkVisibility()) continue;
      if (asWritten && parent.closest(asWritten)) continue;
      found.push(text);
    }
    return found;
  }, asWritten);
  const shown = new Set(texts);
  return sentences.filter((sentence) => shown.has(sentence));
}

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Translator } from '#shared/i18n/translate.ts';
import { TranslatorProvider } from '../../../../lib/i18n.tsx';
import { english, spanish } from '../../../../test/i18n.ts';
import { ShareMenu } from './about-section.tsx';

async function openMenu(translator: Translator, button: string) {
  render(
    <TranslatorProvider translator={translator}>
      <ShareMenu name="Dr. Elena Morales" />
    </TranslatorProvider>,
  );
  screen.getByRole('button', { name: button }).focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
}

describe('the share menu', () => {
  it('offers the usual channels in English, the networks by their names', async () => {
    const menu = await openMenu(english, 'Share');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'Copy Link',
        'Email',
        'Text Message',
        'Twitter (opens in a new tab)',
        'Facebook (opens in a new tab)',
        'LinkedIn (opens in a new tab)',
      ]),
    );
    expect(within(menu).getByRole('menuitem', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/),
    );
  });

  it('speaks Spanish on a Spanish page, the brands as they are', async () => {
    const menu = await openMenu(spanish, spanish.t('booking.share.button'));
    const newTab = spanish.t('booking.share.newTab');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        spanish.t('booking.share.copy'),
        spanish.t('booking.share.email'),
        spanish.t('booking.share.textMessage'),
        `Twitter ${newTab}`,
        `Facebook ${newTab}`,
        `LinkedIn ${newTab}`,
      ]),
    );
    expect(within(menu).getByRole('menuitem', { name: /^Twitter/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('Dr. Elena Morales en CareConnect')),
    );
  });
});

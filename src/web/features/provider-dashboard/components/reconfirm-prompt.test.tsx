import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { ReconfirmPrompt } from './reconfirm-prompt.tsx';

let verification: { lastVerifiedAt: string; source: string; due: boolean; periodDays: number };
let posts: number;
let confirmStatus: number;

beforeEach(() => {
  posts = 0;
  confirmStatus = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts++;
        if (confirmStatus !== 200)
          return new Response(JSON.stringify({ detail: 'Something went wrong. Please try again.' }), {
            status: confirmStatus,
          });
        verification = { ...verification, lastVerifiedAt: '2026-03-01T15:00:00.000Z', due: false };
      }
      return new Response(JSON.stringify(verification), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderAt(
    <div data-testid="prompt">
      <ReconfirmPrompt />
    </div>,
  );

describe('the 90-day reconfirmation prompt', () => {
  it('asks when due, shows the last verification, and thanks the provider once confirmed', async () => {
    verification = { lastVerifiedAt: '2025-11-01T15:00:00.000Z', source: 'admin', due: true, periodDays: 90 };
    show();
    expect(await screen.findByRole('heading', { name: 'Please confirm your information' })).toBeVisible();
    expect(
      screen.getByText(
        'Patients trust listings that are checked. Please look over your profile and confirm it is still correct. We ask every 90 days.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Last verified November 1, 2025 by CareConnect.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Update my profile' })).toHaveAttribute(
      'href',
      '/provider-dashboard/profile',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my information is correct' }));
    expect(await screen.findByText('Thank you. Your information is confirmed as correct.')).toBeVisible();
    expect(posts).toBe(1);
    expect(screen.queryByRole('button', { name: 'Confirm my information is correct' })).toBeNull();
  });

  it('asks in Spanish, with the date in Spanish', async () => {
    verification = { lastVerifiedAt: '2025-11-01T15:00:00.000Z', source: 'cms', due: true, periodDays: 90 };
    renderAt(<ReconfirmPrompt />, '/here', undefined, { translator: spanish });
    expect(
      await screen.findByRole('heading', { name: spanish.t('admin.trust.reconfirmTitle') }),
    ).toBeVisible();
    expect(
      screen.getByText(
        spanish.t('provider.dashboard.lastVerified', { date: '1 de noviembre de 2025', source: 'cms' }),
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/^Verificado por última vez el 1 de noviembre de 2025 con datos públicos/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: spanish.t('provider.dashboard.updateProfile') })).toHaveAttribute(
      'href',
      '/provider-dashboard/profile',
    );
  });

  it('says so when the confirmation fails, and keeps the button', async () => {
    verification = {
      lastVerifiedAt: '2025-11-01T15:00:00.000Z',
      source: 'provider',
      due: true,
      periodDays: 90,
    };
    confirmStatus = 500;
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my information is correct' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Confirm my information is correct' })).toBeEnabled();
  });

  it('shows nothing when the information was verified within the period', async () => {
    verification = {
      lastVerifiedAt: '2026-02-01T15:00:00.000Z',
      source: 'provider',
      due: false,
      periodDays: 90,
    };
    show();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('prompt')).toBeEmptyDOMElement();
  });
});

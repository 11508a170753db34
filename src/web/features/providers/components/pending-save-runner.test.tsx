import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addPendingMessage, addPendingSave } from '../../../lib/pending-actions.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { PATIENT } from '../../../test/users.ts';
import { PendingSaveRunner } from './pending-save-runner.tsx';

const MORALES = 'Dr. Elena Morales, MD';

beforeEach(() => localStorage.clear());
afterEach(() => {
  // Toasts live in a store of their own, which outlasts each test's screen.
  toast.dismiss();
  vi.unstubAllGlobals();
});

/** Rosa, signed in at last, with what she asked for as a guest waiting for her. */
function signIn(save: { status: number }) {
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
    'PUT /api/favorites/p1': () => save,
    'GET /api/favorites': () => ({ status: 200, body: { providerIds: ['p1'] } }),
  });
}

describe('what a guest asked for, once signed in', () => {
  it('saves the provider, saying so in the page’s language', async () => {
    addPendingSave('p1', MORALES);
    const calls = signIn({ status: 204 });
    renderAt(<PendingSaveRunner />, '/here', undefined, { translator: spanish });
    expect(await screen.findByText(spanish.t('common.favorites.saved', { name: MORALES }))).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/favorites/p1']);
  });

  it('opens the conversation, saying so in the page’s language', async () => {
    addPendingMessage({ providerId: 'p1', providerName: MORALES, specialty: 'Primary Care' });
    signIn({ status: 204 });
    renderAt(<PendingSaveRunner />, '/here', undefined, { translator: spanish });
    expect(await screen.findByText(spanish.t('common.messages.opening', { name: MORALES }))).toBeVisible();
    // The move to the conversation follows the toast, a moment later.
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeVisible();
  });

  it('says in the page’s language when the save failed', async () => {
    addPendingSave('p1', MORALES);
    signIn({ status: 500 });
    renderAt(<PendingSaveRunner />, '/here', undefined, { translator: spanish });
    expect(await screen.findByText(spanish.t('common.favorites.saveFailed'))).toBeVisible();
  });
});

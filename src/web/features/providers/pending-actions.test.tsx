import { beforeEach, describe, expect, it } from 'vitest';
import { PENDING_ACTION_TTL_MS, addPendingSave, takePendingSaves } from './pending-actions.ts';

describe('pending saves', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one per provider, hands them over once, and forgets them after 24 hours', () => {
    const now = Date.now();
    addPendingSave('a', 'Dr. A', now - PENDING_ACTION_TTL_MS - 1);
    addPendingSave('b', 'Dr. B', now);
    addPendingSave('b', 'Dr. B', now);
    expect(takePendingSaves(now).map((a) => a.providerId)).toEqual(['b']);
    expect(takePendingSaves(now)).toEqual([]);
    expect(localStorage.getItem('careconnect_pending_actions')).toBeNull();
  });

  it('survives a damaged store', () => {
    localStorage.setItem('careconnect_pending_actions', '{not json');
    expect(takePendingSaves()).toEqual([]);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import {
  PENDING_ACTION_TTL_MS,
  addPendingAppointment,
  addPendingMessage,
  addPendingSave,
  takePendingAppointment,
  takePendingMessage,
  takePendingSaves,
} from './pending-actions.ts';

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

describe('pending message and booking', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest of each, hands it over once, and leaves saves alone', () => {
    const now = Date.now();
    addPendingSave('a', 'Dr. A', now);
    addPendingMessage({ providerId: 'b', providerName: 'Dr. B', specialty: 'Dental' }, now);
    addPendingMessage({ providerId: 'c', providerName: 'Dr. C', specialty: 'Dental' }, now);
    addPendingAppointment({ providerId: 'd', providerName: 'Dr. D' }, null, now);
    expect(takePendingMessage(now)).toMatchObject({ type: 'message', providerId: 'c' });
    expect(takePendingMessage(now)).toBeNull();
    expect(takePendingAppointment('x', now)).toBeNull();
    expect(takePendingAppointment('d', now)).toMatchObject({ type: 'appointment', providerName: 'Dr. D' });
    expect(takePendingSaves(now).map((s) => s.providerId)).toEqual(['a']);
    expect(localStorage.getItem('careconnect_pending_actions')).toBeNull();
  });

  it('forgets them after 24 hours', () => {
    const then = Date.now() - PENDING_ACTION_TTL_MS - 1;
    addPendingMessage({ providerId: 'b', providerName: 'Dr. B', specialty: 'Dental' }, then);
    expect(takePendingMessage()).toBeNull();
  });
});

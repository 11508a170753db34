import { describe, expect, it } from 'vitest';
import { changedFields, type AdminAction } from './audit.ts';

describe('AdminAction', () => {
  it('takes only the listed actions, each on its own kind of record (the typecheck refuses others)', () => {
    const listed: AdminAction = { action: 'caregiver.end', targetType: 'caregiver_access', targetId: 'c1' };
    // @ts-expect-error an action the audit log page has no words for
    const unlisted: AdminAction = { action: 'user.delete', targetType: 'user', targetId: 'u1' };
    // @ts-expect-error a listed action on another kind of record
    const wrongKind: AdminAction = { action: 'user.disable', targetType: 'provider', targetId: 'p1' };
    expect([listed, unlisted, wrongKind].map((e) => e.action)).toEqual([
      'caregiver.end',
      'user.delete',
      'user.disable',
    ]);
  });
});

describe('changedFields', () => {
  it('keeps only the fields whose values changed, on both sides', () => {
    expect(changedFields({ status: 'pending', title: 'A' }, { status: 'active', title: 'A' })).toEqual({
      before: { status: 'pending' },
      after: { status: 'active' },
    });
  });

  it('gives empty sides when nothing changed', () => {
    expect(changedFields({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toEqual({ before: {}, after: {} });
  });

  it('records a field that did not exist before as null', () => {
    expect(changedFields({}, { notes: 'Call back' })).toEqual({
      before: { notes: null },
      after: { notes: 'Call back' },
    });
  });

  it('records a field set to null or to an empty text as a change', () => {
    expect(changedFields({ notes: 'old', title: 'T' }, { notes: null, title: '' })).toEqual({
      before: { notes: 'old', title: 'T' },
      after: { notes: null, title: '' },
    });
  });

  it('leaves out fields the change did not name (undefined), as a partial update does', () => {
    expect(changedFields({ enabled: true, title: 'Old' }, { enabled: undefined, title: 'New' })).toEqual({
      before: { title: 'Old' },
      after: { title: 'New' },
    });
  });

  it('compares nested values and dates by content, not by identity', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(
      changedFields(
        { tags: ['a', 'b'], at: new Date(at), address: { city: 'Miami' } },
        { tags: ['a', 'b'], at, address: { city: 'Tampa' } },
      ),
    ).toEqual({ before: { address: { city: 'Miami' } }, after: { address: { city: 'Tampa' } } });
  });

  it('ignores fields only the before side has', () => {
    expect(changedFields({ status: 'a', secret: 'x' }, { status: 'b' })).toEqual({
      before: { status: 'a' },
      after: { status: 'b' },
    });
  });
});

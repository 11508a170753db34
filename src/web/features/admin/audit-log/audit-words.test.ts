import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_CODES, AUDIT_ACTIONS } from '#shared/admin/audit-actions.ts';
import type { AuditEntryDto } from '#shared/admin/console-schemas.ts';
import { english, spanish } from '../../../test/i18n.ts';
import { auditActionName, auditEntryWords, auditFieldWords } from './audit-words.ts';

const entry = (over: Partial<AuditEntryDto>): AuditEntryDto => ({
  id: 'a1',
  actorEmail: 'boss@example.test',
  action: 'provider.feature',
  targetType: 'provider',
  targetId: 'p1',
  targetLabel: null,
  before: null,
  after: null,
  createdAt: '2026-03-03T15:00:00.000Z',
  ...over,
});

const inEnglish = (over: Partial<AuditEntryDto>) => auditEntryWords(english.t, entry(over));
const enEspañol = (over: Partial<AuditEntryDto>) => auditEntryWords(spanish.t, entry(over));

describe('auditEntryWords', () => {
  it('words the actions other tools write, not only the console’s own', () => {
    const cancel = { action: 'appointment.cancel', targetType: 'appointment', targetId: 'ap7' };
    expect(inEnglish(cancel)).toBe('boss@example.test cancelled appointment ap7');
    expect(enEspañol(cancel)).toBe('boss@example.test canceló la cita ap7');

    const hours = { action: 'schedule.office_hours', targetType: 'provider_profile', targetId: 'pp1' };
    expect(inEnglish(hours)).toBe('boss@example.test changed the office hours of provider pp1');
    expect(enEspañol(hours)).toBe('boss@example.test cambió el horario de atención del proveedor pp1');

    const affiliation = {
      action: 'organization.affiliation_approve',
      targetType: 'provider_affiliation',
      targetId: 'af1',
    };
    expect(inEnglish(affiliation)).toBe('boss@example.test approved provider affiliation af1');
    expect(enEspañol(affiliation)).toBe('boss@example.test aprobó la afiliación de proveedor af1');
  });

  it('reads whole when the action has no target record', () => {
    const exported = { action: 'waiting_list.export', targetType: 'waiting_list', targetId: null };
    expect(inEnglish(exported)).toBe('boss@example.test downloaded the waiting list');
    expect(enEspañol(exported)).toBe('boss@example.test descargó la lista de espera');
  });

  it('prefers the target’s name to its id', () => {
    expect(inEnglish({ action: 'user.disable', targetType: 'user', targetLabel: 'jane@example.test' })).toBe(
      'boss@example.test disabled the account of user jane@example.test',
    );
  });

  it('names an old code, or an action on an unexpected kind of record, by its codes', () => {
    const old = { action: 'legacy.bulk_import', targetType: 'provider_import', targetId: 'x9' };
    expect(inEnglish(old)).toBe('boss@example.test legacy bulk import on provider import x9');
    expect(enEspañol(old)).toBe('boss@example.test: legacy bulk import, en provider import x9');
    expect(inEnglish({ action: 'provider.feature', targetType: 'application', targetId: 'x9' })).toBe(
      'boss@example.test provider feature on application x9',
    );
  });

  it('has a sentence for every action the server writes, in both languages', () => {
    for (const action of AUDIT_ACTION_CODES) {
      const e = { action, targetType: AUDIT_ACTIONS[action], targetId: 'id1' };
      for (const words of [inEnglish(e), enEspañol(e)]) {
        expect(words).toMatch(/^boss@example\.test \S/);
        // The fallback would name the action by its code: 'mail retry'.
        expect(words).not.toContain(action.replace(/[._]+/g, ' '));
      }
    }
  });
});

describe('auditActionName', () => {
  it('names every action in words, different for each, in both languages', () => {
    for (const t of [english.t, spanish.t]) {
      const names = AUDIT_ACTION_CODES.map((a) => auditActionName(t, a));
      expect(new Set(names).size).toBe(AUDIT_ACTION_CODES.length);
    }
    expect(auditActionName(english.t, 'caregiver.end')).toBe('Caregiver access ended');
    expect(auditActionName(spanish.t, 'caregiver.end')).toBe('Acceso de cuidador terminado');
  });
});

describe('auditFieldWords', () => {
  it("names a page text by the content editor's label, and the console's own fields by theirs", () => {
    expect(auditFieldWords(spanish.t, 'hero_title', 'page_content')).toBe('Título de la portada');
    expect(auditFieldWords(spanish.t, 'value_4_title', 'page_content')).toBe('Título del valor 4');
    expect(auditFieldWords(english.t, 'hero_title', 'page_content')).toBe('Hero title');
    expect(auditFieldWords(spanish.t, 'role', 'user')).toBe('Rol');
  });
});

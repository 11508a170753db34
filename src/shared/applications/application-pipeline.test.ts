import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../i18n/catalogue.ts';
import { issueText } from '../i18n/issues.ts';
import englishCommon from '../i18n/locales/en/common.json' with { type: 'json' };
import english from '../i18n/locales/en/onboarding.json' with { type: 'json' };
import spanishCommon from '../i18n/locales/es/common.json' with { type: 'json' };
import spanish from '../i18n/locales/es/onboarding.json' with { type: 'json' };
import { createTranslator, type Translate } from '../i18n/translate.ts';
import { APPLICATION_STATUS_KEYS, APPLICATION_STATUSES } from './application-status.ts';
import {
  allowedActions,
  applicationListQuerySchema,
  nextStatus,
  PIPELINE_ACTION_LABEL_KEYS,
  PIPELINE_ACTIONS,
  PIPELINE_MESSAGES,
  pipelineTransitionSchema,
  refusedTransitionMessage,
} from './application-pipeline.ts';

// The list's search and paging say what every list says, in `common`.
const { t: inEnglish } = createTranslator('en', [english, englishCommon].map(compileCatalogue));
const { t: inSpanish } = createTranslator('es', [spanish, spanishCommon].map(compileCatalogue));
const refusal = (t: Translate, ...args: Parameters<typeof refusedTransitionMessage>) =>
  t(refusedTransitionMessage(...args).message, refusedTransitionMessage(...args).values);

const errors = (input: unknown) => {
  const result = pipelineTransitionSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the transition table', () => {
  it('allows the onboarding stages in order, and nothing after approval or rejection', () => {
    expect(Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, allowedActions(s)]))).toEqual({
      submitted: ['start_review', 'reject'],
      under_review: ['partially_approve', 'reject'],
      partially_approved: ['schedule_photoshoot', 'reject'],
      photoshoot_scheduled: [
        'reschedule_photoshoot',
        'send_reminder',
        'complete_photoshoot',
        'cancel_photoshoot',
        'reject',
      ],
      photoshoot_rescheduled: [
        'reschedule_photoshoot',
        'send_reminder',
        'complete_photoshoot',
        'cancel_photoshoot',
        'reject',
      ],
      photoshoot_completed: ['approve', 'reject'],
      photoshoot_cancelled: ['schedule_photoshoot', 'reject'],
      approved: [],
      rejected: [],
    });
  });

  it('leads each action to its state; a reminder stays where it is', () => {
    expect(nextStatus('start_review', 'submitted')).toBe('under_review');
    expect(nextStatus('schedule_photoshoot', 'photoshoot_cancelled')).toBe('photoshoot_scheduled');
    expect(nextStatus('send_reminder', 'photoshoot_rescheduled')).toBe('photoshoot_rescheduled');
    expect(nextStatus('reject', 'photoshoot_completed')).toBe('rejected');
    expect(nextStatus('approve', 'photoshoot_completed')).toBe('approved');
  });

  it('names the current state when refusing', () => {
    expect(refusal(inEnglish, 'approve', 'submitted')).toBe(
      'This application is submitted: "Give final approval" is not possible now.',
    );
    expect(refusal(inEnglish, 'reject', 'rejected')).toBe(
      'This application is not approved: "Reject application" is not possible now.',
    );
    expect(refusal(inSpanish, 'approve', 'under_review')).toBe(
      'Esta solicitud está en el estado «En revisión»: la acción «Dar la aprobación final» no es posible ahora.',
    );
  });

  it('names every state and action in the refusal as their labels do', () => {
    for (const t of [inEnglish, inSpanish])
      for (const status of APPLICATION_STATUSES)
        for (const action of PIPELINE_ACTIONS) {
          const words = refusal(t, action, status);
          const quoted = (name: string) => (t === inEnglish ? `"${name}"` : `«${name}»`);
          expect(words).toContain(quoted(t(PIPELINE_ACTION_LABEL_KEYS[action])));
          const label = t(APPLICATION_STATUS_KEYS[status]);
          expect(words).toContain(t === inEnglish ? ` ${label.toLowerCase()}:` : quoted(label));
        }
  });
});

describe('the action schemas', () => {
  const photoshoot = {
    date: '2099-05-04',
    time: '10:30',
    location: 'At the office',
    photographerName: 'Sam Lens',
    photographerEmail: 'sam@example.test',
  };

  it('accept every action with its fields; internal notes are optional', () => {
    for (const action of PIPELINE_ACTIONS) {
      const body = {
        action,
        ...(action.endsWith('schedule_photoshoot') ? photoshoot : {}),
        ...(action === 'reschedule_photoshoot' || action === 'cancel_photoshoot' ? { reason: 'Rain' } : {}),
        ...(action === 'reject' ? { notes: 'License not found' } : {}),
      };
      expect(errors(body), action).toEqual({});
    }
    expect(pipelineTransitionSchema.parse({ action: 'approve' })).toEqual({
      action: 'approve',
      internalNotes: '',
    });
  });

  it('say what is missing in plain words', () => {
    expect(errors({ action: 'schedule_photoshoot' })).toEqual({
      date: PIPELINE_MESSAGES.date,
      time: PIPELINE_MESSAGES.time,
      location: PIPELINE_MESSAGES.location,
      photographerName: PIPELINE_MESSAGES.photographerName,
      photographerEmail: PIPELINE_MESSAGES.photographerEmail,
    });
    expect(errors({ action: 'reschedule_photoshoot', ...photoshoot, reason: ' ' })).toEqual({
      reason: PIPELINE_MESSAGES.reason,
    });
    expect(errors({ action: 'cancel_photoshoot' })).toEqual({ reason: PIPELINE_MESSAGES.reason });
    expect(errors({ action: 'reject', notes: '' })).toEqual({ notes: PIPELINE_MESSAGES.rejectNotes });
    expect(errors({ action: 'fly' })).toEqual({ action: PIPELINE_MESSAGES.action });
    expect(errors({ action: 'approve', internalNotes: 'x'.repeat(2001) })).toEqual({
      internalNotes: PIPELINE_MESSAGES.internalNotes,
    });
    // Each field says its own limit: no field's name is put into a shared sentence.
    expect(
      errors({
        action: 'reschedule_photoshoot',
        ...photoshoot,
        location: 'x'.repeat(301),
        photographerName: 'x'.repeat(121),
        reason: 'x'.repeat(501),
      }),
    ).toEqual({
      location: PIPELINE_MESSAGES.locationTooLong,
      photographerName: PIPELINE_MESSAGES.photographerNameTooLong,
      reason: PIPELINE_MESSAGES.reasonTooLong,
    });
    expect(errors({ action: 'reject', notes: 'x'.repeat(1001) })).toEqual({
      notes: PIPELINE_MESSAGES.rejectNotesTooLong,
    });
  });

  it('refuse impossible dates and times, and a photoshoot in the past', () => {
    expect(
      errors({ action: 'schedule_photoshoot', ...photoshoot, date: '2099-02-30', time: '24:00' }),
    ).toEqual({
      date: PIPELINE_MESSAGES.date,
      time: PIPELINE_MESSAGES.time,
    });
    expect(errors({ action: 'schedule_photoshoot', ...photoshoot, date: '2020-01-06' })).toEqual({
      time: PIPELINE_MESSAGES.future,
    });
  });
});

describe('the admin list filters', () => {
  it('defaults to page 1 of 20, drops empty values and caps the page size', () => {
    expect(applicationListQuerySchema.parse({ q: ' ', from: '' })).toEqual({ page: 1, pageSize: 20 });
    expect(applicationListQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
    expect(applicationListQuerySchema.parse({ status: 'approved', page: '3', pageSize: '50' })).toMatchObject(
      {
        status: 'approved',
        page: 3,
        pageSize: 50,
      },
    );
  });

  it('says what is wrong with the page and its size as every list does', () => {
    const said = (input: unknown) =>
      applicationListQuerySchema.safeParse(input).error!.issues.map((i) => issueText(i, inEnglish));
    expect(said({ page: '0' })).toEqual(['Page must be at least 1']);
    expect(said({ page: '1.5' })).toEqual(['Page must be a whole number']);
    expect(said({ page: '10001' })).toEqual(['Page must be at most 10000']);
    expect(said({ pageSize: '0' })).toEqual(['Results per page must be at least 1']);
    expect(said({ pageSize: 'many' })).toEqual(['Results per page must be a whole number']);
    expect(said({ pageSize: '51' })).toEqual(['Results per page must be at most 50']);
  });

  it('wants real dates in order', () => {
    expect(applicationListQuerySchema.safeParse({ from: '2026-13-01' }).success).toBe(false);
    const issue = applicationListQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).error
      ?.issues[0];
    expect(issue).toMatchObject({ path: ['to'], message: PIPELINE_MESSAGES.listDateRange });
    expect(issueText(issue!, inEnglish)).toBe('The start date must be on or before the end date');
    const tooLong = applicationListQuerySchema.safeParse({ q: 'x'.repeat(101) }).error?.issues[0];
    expect(issueText(tooLong!, inEnglish)).toBe('Search must be 100 characters or less');
    expect(issueText(tooLong!, inSpanish)).toBe('La búsqueda debe tener 100 caracteres o menos');
  });
});

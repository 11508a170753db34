import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../../lib/i18n.ts';
import type { NotifyInput } from './notify.ts';
import {
  appointmentBookedNotice,
  appointmentReminderNotice,
  applicationStepNotice,
  caregiverAppointmentNotice,
  newReviewNotice,
  profileReviewNotice,
  scheduleConflictNotice,
} from './texts.ts';

/** A notice's words as the recipient reads them, in English and in Spanish. */
const english = (notice: NotifyInput) => notice.words(serverTranslator('en'));
const spanish = (notice: NotifyInput) => notice.words(serverTranslator('es'));

const visit = { id: 'a1', date: '2026-03-09', time: '14:30', typeName: () => 'Follow-up Visit' };
const noType = () => null;
const caregiverVisit = {
  ...visit,
  providerName: () => 'Dr. Elena Morales',
  patientName: 'Rosa Delgado',
  patientId: 'p1',
};

describe('notification words in the recipient’s language', () => {
  it('writes a booking for the practice with the day and time of its language', () => {
    const notice = appointmentBookedNotice('u1', { ...visit, patientName: 'Rosa Delgado' });
    expect(english(notice)).toEqual({
      title: 'New appointment booked',
      body: 'Follow-up Visit with Rosa Delgado on Monday, March 9, 2026 at 2:30 PM.',
    });
    expect(spanish(notice)).toEqual({
      title: 'Nueva cita reservada',
      body: 'La cita (Follow-up Visit) con Rosa Delgado es el lunes, 9 de marzo de 2026 a las 2:30 p.m.',
    });
    const untyped = appointmentBookedNotice('u1', {
      ...visit,
      typeName: noType,
      patientName: 'Rosa Delgado',
    });
    expect(english(untyped).body).toBe('Appointment with Rosa Delgado on Monday, March 9, 2026 at 2:30 PM.');
    expect(spanish(untyped).body).toBe(
      'La cita con Rosa Delgado es el lunes, 9 de marzo de 2026 a las 2:30 p.m.',
    );
  });

  it('says "a la" before one o’clock in Spanish, "a las" before any other hour', () => {
    const at = (time: string) =>
      spanish(appointmentBookedNotice('u1', { ...visit, time, patientName: 'Rosa' })).body;
    expect(at('13:05')).toMatch(
      /^La cita \(Follow-up Visit\) con Rosa es el lunes, 9 de marzo de 2026 a la 1:05 p\.\s?m\.$/,
    );
    expect(at('01:00')).toMatch(/ a la 1:00 a\.\s?m\.$/);
    expect(at('11:00')).toMatch(/ a las 11:00 a\.\s?m\.$/);
    expect(at('00:30')).toMatch(/ a las 12:30 a\.\s?m\.$/);
    const moved = applicationStepNotice('u1', {
      action: 'reschedule_photoshoot',
      date: '2026-03-09',
      time: '13:00',
      reason: '',
    });
    expect(spanish(moved).body).toMatch(/^Ahora es a la 1:00 p\.\s?m\. del lunes, 9 de marzo de 2026\./);
    expect(english(moved).body).toMatch(/^It is now on Monday, March 9, 2026 at 1:00 PM\./);
  });

  it('writes the patient’s reminder', () => {
    const notice = appointmentReminderNotice('u1', {
      ...visit,
      typeName: noType,
      providerName: () => 'Dr. Elena Morales',
    });
    expect(english(notice)).toEqual({
      title: 'Appointment reminder',
      body: 'Your appointment with Dr. Elena Morales is on Monday, March 9, 2026 at 2:30 PM.',
    });
    expect(spanish(notice)).toEqual({
      title: 'Recordatorio de cita',
      body: 'Su cita con Dr. Elena Morales es el lunes, 9 de marzo de 2026 a las 2:30 p.m.',
    });
  });

  it('writes what a caregiver hears, naming the patient or not', () => {
    const booked = caregiverAppointmentNotice('u1', 'booked', caregiverVisit);
    expect(english(booked)).toEqual({
      title: "Rosa Delgado's appointment is booked",
      body: 'Follow-up Visit with Dr. Elena Morales on Monday, March 9, 2026 at 2:30 PM.',
    });
    expect(spanish(booked)).toEqual({
      title: 'La cita de Rosa Delgado está reservada',
      body: 'La cita (Follow-up Visit) con Dr. Elena Morales es el lunes, 9 de marzo de 2026 a las 2:30 p.m.',
    });
    const cancelled = caregiverAppointmentNotice('u1', 'cancelled', {
      ...caregiverVisit,
      typeName: noType,
      patientName: ' ',
    });
    expect(english(cancelled)).toEqual({
      title: "The patient's appointment was cancelled",
      body: 'Appointment with Dr. Elena Morales on Monday, March 9, 2026 at 2:30 PM was cancelled.',
    });
    expect(spanish(cancelled)).toEqual({
      title: 'La cita de la persona que usted cuida fue cancelada',
      body: 'Se canceló la cita con Dr. Elena Morales del lunes, 9 de marzo de 2026 a las 2:30 p.m.',
    });
    const reminder = caregiverAppointmentNotice('u1', 'reminder', caregiverVisit);
    expect(english(reminder).title).toBe("Reminder: Rosa Delgado's appointment");
    expect(spanish(reminder).title).toBe('Recordatorio: cita de Rosa Delgado');
  });

  it('writes the names in the recipient’s language: the Spanish visit name and "Dra." for a Spanish reader', () => {
    const names = {
      typeName: (locale: string) => (locale === 'es' ? 'Consulta de seguimiento' : 'Follow-up Visit'),
      providerName: (locale: string) => (locale === 'es' ? 'Dra. Elena Morales' : 'Dr. Elena Morales'),
    };
    const reminder = appointmentReminderNotice('u1', { ...visit, ...names });
    expect(english(reminder).body).toBe(
      'Your Follow-up Visit with Dr. Elena Morales is on Monday, March 9, 2026 at 2:30 PM.',
    );
    expect(spanish(reminder).body).toBe(
      'Su cita (Consulta de seguimiento) con Dra. Elena Morales es el lunes, 9 de marzo de 2026 a las 2:30 p.m.',
    );
    const booked = caregiverAppointmentNotice('u1', 'booked', { ...caregiverVisit, ...names });
    expect(spanish(booked).body).toBe(
      'La cita (Consulta de seguimiento) con Dra. Elena Morales es el lunes, 9 de marzo de 2026 a las 2:30 p.m.',
    );
  });

  it('writes a review’s stars, with its comment as written', () => {
    const notice = newReviewNotice('u1', { id: 'r1', rating: 4, content: 'Muy amable.' });
    expect(english(notice)).toEqual({ title: 'New review', body: '4 out of 5 stars: "Muy amable."' });
    expect(spanish(notice)).toEqual({ title: 'Nueva reseña', body: '4 de 5 estrellas: «Muy amable.»' });
    expect(spanish(newReviewNotice('u1', { id: 'r1', rating: 5, content: null })).body).toBe(
      '5 de 5 estrellas, sin comentario.',
    );
  });

  it('counts the visits a schedule change leaves outside the hours', () => {
    const one = scheduleConflictNotice('u1', 'availability', { count: 1, first: visit });
    expect(english(one).body).toBe(
      '1 booked appointment is now outside your weekly availability. It is on Monday, March 9, 2026 at 2:30 PM. Please review it.',
    );
    expect(spanish(one)).toEqual({
      title: 'Conflicto de horario',
      body: '1 cita reservada queda ahora fuera de su disponibilidad semanal. Por favor, revísela: es el lunes, 9 de marzo de 2026 a las 2:30 p.m.',
    });
    const two = scheduleConflictNotice('u1', 'office_hours', { count: 2, first: visit });
    expect(spanish(two).body).toBe(
      '2 citas reservadas quedan ahora fuera de su horario de atención. Por favor, revíselas: la primera es el lunes, 9 de marzo de 2026 a las 2:30 p.m.',
    );
  });

  it('writes the application’s steps and the profile review, with the team’s notes as written', () => {
    const booked = applicationStepNotice('u1', {
      action: 'schedule_photoshoot',
      date: '2026-03-09',
      time: '14:30',
      location: '120 Ocean Dr, Miami',
    });
    expect(english(booked)).toEqual({
      title: 'Your photoshoot is booked',
      body: 'It is on Monday, March 9, 2026 at 2:30 PM, at 120 Ocean Dr, Miami.',
    });
    expect(spanish(booked)).toEqual({
      title: 'Su sesión de fotos está programada',
      body: 'Es el lunes, 9 de marzo de 2026 a las 2:30 p.m., en 120 Ocean Dr, Miami.',
    });
    expect(spanish(applicationStepNotice('u1', { action: 'start_review' })).title).toBe(
      'Estamos revisando su solicitud',
    );
    expect(spanish(applicationStepNotice('u1', { action: 'reject', notes: 'Falta la licencia.' }))).toEqual({
      title: 'Su solicitud no fue aprobada',
      body: 'Notas de nuestro equipo: Falta la licencia.',
    });
    const changes = profileReviewNotice('u1', { approved: false, notes: 'Add a photo.', changesOnly: false });
    expect(english(changes)).toEqual({
      title: 'Please update your profile',
      body: 'Our team asks for changes before approving it. Notes: Add a photo.',
    });
    expect(spanish(changes)).toEqual({
      title: 'Por favor, actualice su perfil',
      body: 'Nuestro equipo pide cambios antes de aprobarlo. Notas: Add a photo.',
    });
  });
});

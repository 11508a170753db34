import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Translator } from '#shared/i18n/translate.ts';
import { TranslatorProvider } from '../../../lib/i18n.tsx';
import { english, spanish } from '../../../test/i18n.ts';
import { PATIENT_STORIES } from '#shared/page-content/patient-stories.ts';
import { prefersReducedMotion } from '../test-motion.ts';
import { PatientStoriesCarousel, STORY_INTERVAL_MS } from './patient-stories-carousel.tsx';

/** Drawn alone, without a router: only the words are needed (fake timers drive the rest). */
const show = (element: ReactNode, translator: Translator = english) =>
  render(<TranslatorProvider translator={translator}>{element}</TranslatorProvider>);

const carousel = () => screen.getByRole('region', { name: 'Patient stories' });
const slide = () => screen.getByRole('group');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const liveRegion = () => slide().parentElement!;

describe('patient stories carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a labelled carousel of four stories, each with its details', () => {
    prefersReducedMotion(false);
    show(<PatientStoriesCarousel />);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide()).toHaveAccessibleName('1 of 4');
    expect(slide()).toHaveTextContent(english.t(PATIENT_STORIES[0]!.quote));
    expect(slide()).toHaveTextContent('Margaret T.');
    expect(screen.getByRole('button', { name: 'Story 4: David and Ann K.' })).toBeInTheDocument();
    expect(slide()).toHaveTextContent('Sarasota, FL · Primary Care · New to the area');
    expect(slide()).toHaveTextContent('Verified patient');
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(PATIENT_STORIES).toHaveLength(4);
    for (const story of PATIENT_STORIES)
      expect(Object.keys(story).sort()).toEqual([
        'avatar',
        'condition',
        'id',
        'location',
        'name',
        'quote',
        'rating',
        'specialty',
        'verified',
      ]);
  });

  it('speaks Spanish: its buttons, the story, its specialty and reason', () => {
    prefersReducedMotion(false);
    show(<PatientStoriesCarousel />, spanish);
    expect(screen.getByRole('heading', { name: 'Historias de personas como usted' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Historias de pacientes' })).toBeInTheDocument();
    expect(slide()).toHaveAccessibleName('1 de 4');
    expect(slide()).toHaveTextContent(spanish.t(PATIENT_STORIES[0]!.quote));
    expect(slide()).toHaveTextContent(
      `Sarasota, FL · Atención primaria · ${spanish.t('home.stories.margaretCondition')}`,
    );
    expect(slide()).toHaveTextContent('Historia verificada');
    expect(screen.getByRole('img', { name: 'Calificación: 5 de 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Historia siguiente' })).toHaveTextContent(
      'Siguiente historia',
    );
    expect(screen.getByRole('button', { name: 'Pausar el avance automático' })).toBeInTheDocument();
  });

  it('turns to the next story every 5 seconds, back to the first after the last, without announcing it', () => {
    prefersReducedMotion(false);
    show(<PatientStoriesCarousel />);
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    wait(STORY_INTERVAL_MS - 1);
    expect(slide()).toHaveAccessibleName('1 of 4');
    wait(1);
    expect(slide()).toHaveAccessibleName('2 of 4');
    expect(slide()).toHaveTextContent('Jorge R.');
    // Each story starts its own 5 seconds once it shows.
    wait(STORY_INTERVAL_MS);
    wait(STORY_INTERVAL_MS);
    expect(slide()).toHaveAccessibleName('4 of 4');
    wait(STORY_INTERVAL_MS);
    expect(slide()).toHaveAccessibleName('1 of 4');
  });

  it.each([
    ['Next story', '2 of 4'],
    ['Previous story', '4 of 4'],
    ['Story 3: Helen W.', '3 of 4'],
  ])('%s shows that story and stops auto-play until Resume auto-play', (button, shown) => {
    prefersReducedMotion(false);
    show(<PatientStoriesCarousel />);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(slide()).toHaveAccessibleName(shown);
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    wait(STORY_INTERVAL_MS * 3);
    expect(slide()).toHaveAccessibleName(shown);

    fireEvent.click(screen.getByRole('button', { name: 'Resume auto-play' }));
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('button', { name: 'Pause auto-play' })).toBeInTheDocument();
    wait(STORY_INTERVAL_MS);
    expect(slide()).not.toHaveAccessibleName(shown);
  });

  it('marks the current story’s dot', () => {
    prefersReducedMotion(false);
    show(<PatientStoriesCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Story 2: Jorge R.' }));
    expect(screen.getByRole('button', { name: 'Story 2: Jorge R.' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Story 1: Margaret T.' })).not.toHaveAttribute('aria-current');
  });

  it('Pause auto-play stops the turning', () => {
    prefersReducedMotion(false);
    show(<PatientStoriesCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause auto-play' }));
    wait(STORY_INTERVAL_MS * 2);
    expect(slide()).toHaveAccessibleName('1 of 4');
    expect(screen.getByRole('button', { name: 'Resume auto-play' })).toBeInTheDocument();
  });

  it('waits while the pointer rests on a story, then carries on', () => {
    prefersReducedMotion(false);
    show(<PatientStoriesCarousel />);
    fireEvent.mouseEnter(liveRegion());
    wait(STORY_INTERVAL_MS * 2);
    expect(slide()).toHaveAccessibleName('1 of 4');
    fireEvent.mouseLeave(liveRegion());
    wait(STORY_INTERVAL_MS);
    expect(slide()).toHaveAccessibleName('2 of 4');
  });

  it('never moves by itself when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    show(<PatientStoriesCarousel />);
    wait(STORY_INTERVAL_MS * 4);
    expect(slide()).toHaveAccessibleName('1 of 4');
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Resume auto-play' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    expect(slide()).toHaveAccessibleName('2 of 4');
  });
});

import { BadgeCheck, Eye, Lock, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { MessageKey } from '#shared/i18n/translate.ts';

/**
 * The home page's trust strip (trust-strip.test.tsx). Marketing words and
 * figures, kept here as static text; each figure is one we can stand behind.
 */
export const TRUST_TITLE = 'home.trust.title' satisfies MessageKey;
export const TRUST_SUBTITLE = 'home.trust.subtitle' satisfies MessageKey;

export const TRUST_BADGES: { icon: LucideIcon; title: MessageKey; text: MessageKey }[] = [
  { icon: BadgeCheck, title: 'home.trust.checkedTitle', text: 'home.trust.checkedText' },
  { icon: Lock, title: 'home.trust.privateTitle', text: 'home.trust.privateText' },
  { icon: Eye, title: 'home.trust.easyTitle', text: 'home.trust.easyText' },
  { icon: ShieldCheck, title: 'home.trust.medicareTitle', text: 'home.trust.medicareText' },
];

/** A figure's unit, as a message with the number in it ('24 hours'); none for a bare number. */
type FigureKey = 'home.trust.percent' | 'home.trust.plus' | 'home.trust.hours';

export const TRUST_STATS: { value: number; figure?: FigureKey; label: MessageKey }[] = [
  { value: 67, label: 'home.trust.counties' },
  { value: 100, figure: 'home.trust.percent', label: 'home.trust.reviewed' },
  { value: 50, figure: 'home.trust.plus', label: 'home.trust.plans' },
  { value: 24, figure: 'home.trust.hours', label: 'home.trust.support' },
];

/** How long the trust strip's figures take to count up (trust-strip.test.tsx). */
export const TRUST_COUNT_MS = 1500;

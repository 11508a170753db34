import { BadgeCheck, Eye, Lock, ShieldCheck, type LucideIcon } from 'lucide-react';

/**
 * The home page's trust strip (trust-strip.test.tsx). Marketing words and
 * figures, kept here as static text; each figure is one we can stand behind.
 */
export const TRUST_TITLE = 'Trusted Healthcare Platform';
export const TRUST_SUBTITLE = 'Secure, certified, and patient-focused';

export const TRUST_BADGES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheck,
    title: 'Every provider checked',
    text: 'Our team reviews each application before a profile goes live.',
  },
  {
    icon: Lock,
    title: 'Your details kept private',
    text: 'Sent securely, never sold, and shared only with the provider you choose.',
  },
  {
    icon: Eye,
    title: 'Easy to see and use',
    text: 'Large text, big buttons, and full keyboard and screen-reader use.',
  },
  {
    icon: ShieldCheck,
    title: 'Medicare made clear',
    text: 'See at a glance which providers take Medicare and your plan.',
  },
];

export const TRUST_STATS: { value: number; suffix: string; label: string }[] = [
  { value: 67, suffix: '', label: 'Florida counties covered' },
  { value: 100, suffix: '%', label: 'of listed providers reviewed by our team' },
  { value: 50, suffix: '+', label: 'insurance plans, Medicare first' },
  { value: 24, suffix: ' hours', label: 'at most to hear back from our support team' },
];

/** How long the trust strip's figures take to count up (trust-strip.test.tsx). */
export const TRUST_COUNT_MS = 1500;

import { useState } from 'react';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_WARN } from '#shared/contact/contact.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { useT } from '../../lib/i18n.tsx';
import { cn } from '../ui/cn.ts';

/** What a screen reader hears near the limit; empty while there is plenty of room. */
function nearLimitWords(length: number, t: Translate) {
  if (length <= CONTACT_MESSAGE_WARN) return '';
  const left = CONTACT_MESSAGE_MAX - length;
  if (left < 0) return t('public.contact.overLimit', { over: -left, limit: CONTACT_MESSAGE_MAX });
  return t('public.contact.charactersLeft', { count: left });
}

/**
 * The live count out of 500, in the warning colour above 450 (contact-form.test.tsx). Near the limit a
 * polite live region says how much room is left, but only every 10 characters: one announcement per
 * keystroke would talk over the person typing.
 */
export function MessageCounter({ id, length }: { id: string; length: number }) {
  const t = useT();
  const warn = length > CONTACT_MESSAGE_WARN;
  const step = warn ? Math.ceil((CONTACT_MESSAGE_MAX - length) / 10) : null;
  const [announced, setAnnounced] = useState({ step: null as number | null, words: '' });
  // The words change only when the count enters a new step of ten (or leaves the warning zone).
  if (announced.step !== step) setAnnounced({ step, words: nearLimitWords(length, t) });
  return (
    <>
      <p
        id={id}
        data-testid="message-counter"
        className={cn(
          'text-right text-base',
          warn ? 'text-warning font-bold dark:text-amber-300' : 'text-ink-muted dark:text-stone-300',
        )}
      >
        {length}/{CONTACT_MESSAGE_MAX} <span className="sr-only">{t('public.contact.characters')}</span>
      </p>
      <p role="status" aria-live="polite" className="sr-only" data-testid="message-counter-announcement">
        {announced.words}
      </p>
    </>
  );
}

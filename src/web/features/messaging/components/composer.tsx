import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { issueText } from '#shared/i18n/issues.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { MESSAGE_MAX_CHARS, MESSAGING_MESSAGES, sendMessageSchema } from '#shared/messaging/messaging.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { conversationsKey, sendMessage, threadKey, unreadKey, type ThreadPages } from '../api/messaging.ts';

/**
 * What was typed but not sent, per conversation, for as long as the app is open: switching to
 * another conversation and back keeps it. Held in memory only, as messages can be private and the
 * computer shared.
 */
const drafts = new Map<string, string>();

/** For tests: each starts with no drafts. */
export const clearDrafts = () => drafts.clear();

/** The server's words for a refused message; its own words are kept for bad input only. */
function sendError(err: unknown, t: Translate): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
    return err.fields.body || err.message || t(MESSAGING_MESSAGES.sendFailed);
  }
  return t(MESSAGING_MESSAGES.sendFailed);
}

/** Enter makes a new line; Ctrl+Enter (Command+Enter on a Mac) sends. What was typed stays on failure. */
export function Composer({ conversationId, recipient }: { conversationId: string; recipient: string }) {
  const queryClient = useQueryClient();
  const t = useT();
  const id = useId();
  const counterId = `${id}-count`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => drafts.get(conversationId) ?? '');
  const [error, setError] = useState<string | null>(null);
  const tooLong = text.trim().length > MESSAGE_MAX_CHARS;

  const send = useMutation({
    mutationFn: (body: string) => sendMessage(conversationId, body),
    onSuccess: (message) => {
      drafts.delete(conversationId);
      setText('');
      setError(null);
      queryClient.setQueryData<ThreadPages>(threadKey(conversationId), (thread) => {
        if (!thread || thread.pages[0]?.messages.some((m) => m.id === message.id)) return thread;
        const [newest, ...older] = thread.pages;
        return { ...thread, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
      });
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      void queryClient.invalidateQueries({ queryKey: unreadKey });
      field.current?.focus();
    },
    onError: (err) => {
      setError(sendError(err, t));
      field.current?.focus();
    },
  });

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (send.isPending) return;
    const parsed = sendMessageSchema.safeParse({ body: text });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? issueText(issue, t) : t(MESSAGING_MESSAGES.empty));
      field.current?.focus();
      return;
    }
    setError(null);
    send.mutate(parsed.data.body);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      submit();
    }
  };

  const shownError =
    error ?? (tooLong ? t(MESSAGING_MESSAGES.tooLong, { maximum: MESSAGE_MAX_CHARS }) : null);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="border-t border-stone-300 p-3 sm:p-4 dark:border-stone-700"
      aria-label={t('messages.composer.label', { name: recipient })}
    >
      <label htmlFor={id} className="text-lg font-bold">
        {t('messages.composer.yourMessage')}
      </label>
      <textarea
        ref={field}
        id={id}
        value={text}
        rows={3}
        onChange={(e) => {
          setText(e.target.value);
          drafts.set(conversationId, e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[shownError ? errorId : null, counterId, hintId].filter(Boolean).join(' ')}
        className={cn(
          'text-ink mt-1 block min-h-28 w-full resize-y rounded-lg border-2 bg-white px-3 py-2 text-lg dark:bg-stone-900 dark:text-stone-100',
          shownError ? 'border-danger dark:border-red-300' : 'border-stone-500',
        )}
      />
      <FieldError id={errorId} message={shownError ?? undefined} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col">
          <span
            id={counterId}
            className={cn(
              'text-base',
              tooLong ? 'text-danger font-bold dark:text-red-300' : 'text-ink-muted dark:text-stone-300',
            )}
          >
            {text.length}/{MESSAGE_MAX_CHARS}
          </span>
          <span id={hintId} className="text-ink-muted hidden text-base sm:block dark:text-stone-300">
            {t('messages.composer.hint')}
          </span>
        </div>
        <Button type="submit" size="lg" disabled={send.isPending} className="min-w-32">
          <Send aria-hidden className="size-5" />
          {send.isPending ? t('messages.composer.sending') : t('messages.composer.send')}
        </Button>
      </div>
    </form>
  );
}

import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type ReviewDto,
  type ReviewResponseInput,
  reviewResponseSchema,
} from '#shared/reviews/review-schemas.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError, inputClass } from '../../../../components/ui/field.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../../lib/schema-resolver.ts';

type ResponseOutput = z.output<typeof reviewResponseSchema>;

/** A provider's public response to a review: written, or edited. */
export function ResponseForm({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: ReviewDto['response'];
  busy: boolean;
  onSave: (input: ResponseOutput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const t = useT();
  const form = useForm<ReviewResponseInput, unknown, ResponseOutput>({
    resolver: useSchemaResolver(reviewResponseSchema),
    defaultValues: {
      content: initial?.content ?? '',
      isTeamMemberResponse: initial?.isTeamMemberResponse ?? false,
    },
  });
  const error = form.formState.errors.content?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)} className="mt-4 flex flex-col gap-3">
      <label htmlFor={`${id}-content`} className="font-bold">
        {initial ? t('booking.reviewResponse.editLabel') : t('booking.reviewResponse.label')}
      </label>
      <textarea
        id={`${id}-content`}
        rows={4}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} ${error ? 'border-danger' : 'border-stone-500'}`}
        {...form.register('content')}
      />
      <FieldError id={`${id}-error`} message={error} />
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-6 accent-[#0b4f8a]"
          {...form.register('isTeamMemberResponse')}
        />
        {t('booking.reviewResponse.byStaff')}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {initial ? t('booking.reviewResponse.save') : t('booking.reviewResponse.post')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('booking.reviewResponse.cancel')}
        </Button>
      </div>
    </form>
  );
}

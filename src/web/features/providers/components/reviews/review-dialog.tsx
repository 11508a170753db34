import { Star } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { REVIEW_CONTENT_MAX, REVIEW_MESSAGES } from '#shared/reviews/reviews.ts';
import { type ReviewDto, type ReviewInput, reviewSchema } from '#shared/reviews/review-schemas.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FieldError, inputClass } from '../../../../components/ui/field.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../../lib/schema-resolver.ts';
import { useSaveReview } from '../../api/reviews.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';

type ReviewOutput = z.output<typeof reviewSchema>;
/** What each number of stars means, 1 to 5. */
const RATING_KEYS: Record<number, MessageKey> = {
  1: 'booking.reviewDialog.poor',
  2: 'booking.reviewDialog.fair',
  3: 'booking.reviewDialog.good',
  4: 'booking.reviewDialog.veryGood',
  5: 'booking.reviewDialog.excellent',
};

/**
 * Write or edit a review: rating 1 to 5 (5 to start), a comment, recommend and anonymous
 * (profile-page.test.tsx).
 */
export function ReviewDialog({
  providerId,
  providerName,
  review,
  open,
  onOpenChange,
}: {
  providerId: string;
  providerName: string;
  /** The review being edited; none for a new one. */
  review: ReviewDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={review ? t('booking.reviewDialog.editTitle') : t('booking.reviewDialog.writeTitle')}
      description={t('booking.reviewDialog.description', { name: providerName })}
    >
      {open && (
        <ReviewForm
          providerId={providerId}
          review={review}
          onDone={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function ReviewForm({
  providerId,
  review,
  onDone,
  onCancel,
}: {
  providerId: string;
  review: ReviewDto | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const t = useT();
  const save = useSaveReview(providerId);
  const form = useForm<ReviewInput, unknown, ReviewOutput>({
    resolver: useSchemaResolver(reviewSchema),
    defaultValues: {
      rating: review?.rating ?? 5,
      content: review?.content ?? '',
      recommend: review?.recommend ?? true,
      isAnonymous: review?.isAnonymous ?? false,
    },
  });
  const { errors } = form.formState;
  const length = (useWatch({ control: form.control, name: 'content' }) ?? '').length;

  // A failure leaves the dialog open with everything the user wrote.
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ id: review?.id, input: values }, { onSuccess: onDone }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-2 text-lg font-bold">{t('booking.reviewDialog.yourRating')}</legend>
            <div className="flex flex-wrap gap-2">
              {[1, 2, 3, 4, 5].map((n) => {
                const checked = field.value === n;
                return (
                  <label
                    key={n}
                    className={`flex min-h-14 min-w-14 cursor-pointer flex-col items-center justify-center rounded-lg border-2 px-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-700 ${
                      checked ? 'border-primary bg-primary-soft' : 'border-stone-400'
                    }`}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={n}
                      checked={checked}
                      onChange={() => field.onChange(n)}
                      className="sr-only"
                    />
                    <Star
                      aria-hidden
                      className={
                        n <= (field.value ?? 0)
                          ? 'size-7 fill-amber-500 text-amber-700'
                          : 'size-7 text-stone-500'
                      }
                    />
                    <span className="font-bold">{t('booking.reviewDialog.stars', { count: n })}</span>
                  </label>
                );
              })}
            </div>
            <p className="mt-2 text-lg" aria-live="polite">
              {RATING_KEYS[field.value ?? 0]
                ? t('booking.reviewDialog.ratingMeans', {
                    rating: field.value ?? 0,
                    meaning: t(RATING_KEYS[field.value ?? 0]!),
                  })
                : t('booking.reviewDialog.ratingOnly', { rating: field.value ?? 0 })}
            </p>
            <FieldError message={errors.rating?.message} />
          </fieldset>
        )}
      />

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-content`} className="text-lg font-bold">
          {t('booking.reviewDialog.comments')}
        </label>
        <textarea
          id={`${id}-content`}
          rows={5}
          maxLength={REVIEW_CONTENT_MAX}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${id}-count${errors.content ? ` ${id}-error` : ''}`}
          className={`${inputClass} ${errors.content ? 'border-danger' : 'border-stone-500'}`}
          {...form.register('content')}
        />
        <p id={`${id}-count`} className="text-ink-muted text-right">
          {length}/{REVIEW_CONTENT_MAX}
        </p>
        <FieldError id={`${id}-error`} message={errors.content?.message} />
      </div>

      <SwitchField control={form.control} name="recommend" label={t('booking.reviewDialog.recommend')} />
      <SwitchField
        control={form.control}
        name="isAnonymous"
        label={t('booking.reviewDialog.anonymous')}
        hint={t(REVIEW_MESSAGES.anonymousHint)}
      />

      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending
            ? t('booking.reviewDialog.saving')
            : review
              ? t('booking.reviewDialog.save')
              : t('booking.reviewDialog.submit')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onCancel}>
          {t('booking.reviewDialog.cancel')}
        </Button>
      </div>
    </form>
  );
}

function SwitchField({
  control,
  name,
  label,
  hint,
}: {
  control: ReturnType<typeof useForm<ReviewInput, unknown, ReviewOutput>>['control'];
  name: 'recommend' | 'isAnonymous';
  label: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4">
          <div>
            <label htmlFor={id} className="text-lg font-bold">
              {label}
            </label>
            {hint && (
              <p id={`${id}-hint`} className="text-ink-muted">
                {hint}
              </p>
            )}
          </div>
          <Switch.Root
            id={id}
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            aria-describedby={hint ? `${id}-hint` : undefined}
            className="data-[state=checked]:bg-primary relative inline-flex h-11 w-[4.75rem] shrink-0 cursor-pointer items-center rounded-full border-2 border-stone-600 bg-stone-300 p-0.5 data-[state=checked]:border-primary"
          >
            <Switch.Thumb className="block size-9 rounded-full bg-white shadow transition-transform motion-reduce:transition-none data-[state=checked]:translate-x-8" />
          </Switch.Root>
        </div>
      )}
    />
  );
}

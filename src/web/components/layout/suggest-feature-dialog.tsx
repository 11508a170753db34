import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  SUGGESTION_CATEGORIES,
  SUGGESTION_CATEGORY_KEYS,
  SUGGESTION_DESCRIPTION_MAX,
  SUGGESTION_MESSAGES,
  SUGGESTION_PRIORITIES,
  SUGGESTION_PRIORITY_KEYS,
  SUGGESTION_TITLE_MAX,
  featureSuggestionSchema,
  type FeatureSuggestionInput,
} from '#shared/feature-suggestions/feature-suggestion.ts';
import { api } from '../../config/paths.ts';
import { apiFetch, ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSchemaResolver } from '../../lib/schema-resolver.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { FieldError, TextField } from '../ui/field.tsx';

// The fields that show their own message; any other refusal is told as the failure.
const FIELDS = ['title', 'description'] as const;

const selectClass =
  'block min-h-12 w-full rounded-lg border-2 border-stone-500 bg-white px-3 text-base text-ink dark:bg-stone-900 dark:text-stone-100';

/** The suggestion form; loaded only when someone opens it (it brings the form libraries along). */
export function SuggestFeatureDialog({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const form = useForm<FeatureSuggestionInput>({
    resolver: useSchemaResolver(featureSuggestionSchema),
    defaultValues: { title: '', description: '', category: 'general', priority: 'medium' },
  });
  const { errors, isSubmitting } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const title = useWatch({ control: form.control, name: 'title' }) ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiFetch(api.featureSuggestions, { method: 'POST', body: values });
      toast.success(t(SUGGESTION_MESSAGES.success), { description: t(SUGGESTION_MESSAGES.successDetail) });
      form.reset();
      setOpen(false);
    } catch (err) {
      // Input the server refused gets its message on the field; what was typed stays either way.
      const fields = err instanceof ApiError && err.status === 400 ? FIELDS.filter((f) => err.fields[f]) : [];
      for (const f of fields) form.setError(f, { message: (err as ApiError).fields[f] });
      if (fields.length > 0) return;
      toast.error(
        err instanceof ApiError && err.status === 401
          ? t(SUGGESTION_MESSAGES.signIn)
          : t(SUGGESTION_MESSAGES.failure),
      );
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('common.suggestion.button')}
      description={t('suggestions.feature.intro')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={t('suggestions.feature.titleLabel')}
          aria-required
          maxLength={SUGGESTION_TITLE_MAX}
          hint={t('suggestions.feature.characters', { count: title.length, maximum: SUGGESTION_TITLE_MAX })}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="suggestion-description" className="font-bold">
            {t('suggestions.feature.descriptionLabel')}
          </label>
          <p id="suggestion-description-count" className="text-ink-muted text-base dark:text-stone-300">
            {t('suggestions.feature.characters', {
              count: description.length,
              maximum: SUGGESTION_DESCRIPTION_MAX,
            })}
          </p>
          <textarea
            id="suggestion-description"
            rows={5}
            aria-required
            maxLength={SUGGESTION_DESCRIPTION_MAX}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={`suggestion-description-count${errors.description ? ' suggestion-description-error' : ''}`}
            className="block w-full rounded-lg border-2 border-stone-500 bg-white p-3 text-base text-ink dark:bg-stone-900 dark:text-stone-100"
            {...form.register('description')}
          />
          <FieldError id="suggestion-description-error" message={errors.description?.message} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="suggestion-category" className="font-bold">
              {t('suggestions.feature.category')}
            </label>
            <select id="suggestion-category" className={selectClass} {...form.register('category')}>
              {SUGGESTION_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(SUGGESTION_CATEGORY_KEYS[c])}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="suggestion-priority" className="font-bold">
              {t('suggestions.feature.priority')}
            </label>
            <select id="suggestion-priority" className={selectClass} {...form.register('priority')}>
              {SUGGESTION_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {t(SUGGESTION_PRIORITY_KEYS[p])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('suggestions.feature.submitting') : t('suggestions.feature.submit')}
        </Button>
      </form>
    </Dialog>
  );
}

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { issueText } from '#shared/i18n/issues.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import {
  APPLICATION_STEP_SCHEMAS,
  APPLICATION_STEPS,
  applicationDefaults,
  providerApplicationSchema,
  type ProviderApplication,
} from '#shared/applications/application.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { ApplicationProgress } from './application-progress.tsx';
import {
  ConsentStep,
  ContactStep,
  DetailsStep,
  MedicareStep,
  PracticeStep,
  ProviderTypeStep,
  STEPS,
  type ApplicationFormValues,
} from './application-steps.tsx';
import { usePhotoUploads } from './use-photo-uploads.ts';

/** What 'Next Step' says when the step is not complete (provider-application-page.test.tsx). */
const STEP_MESSAGES: Partial<Record<number, MessageKey>> = {
  1: 'onboarding.wizard.contactIncomplete',
  2: 'onboarding.wizard.practiceIncomplete',
  6: 'onboarding.wizard.consentIncomplete',
};
const FIX_ERRORS: MessageKey = 'onboarding.wizard.fixErrors';
const PHOTOS_BUSY: MessageKey = 'onboarding.wizard.photosBusy';

/**
 * The six-step application (provider-application-page.test.tsx). 'Next Step' checks only the current step
 * with its shared schema; after a failed try the messages follow the answers as they are corrected. Every
 * step change scrolls to the top and puts focus on the step's heading, so a screen reader says where the user
 * is. `onSubmit` resolves true when the application was accepted; the form then starts over.
 */
export function ApplicationWizard({
  email,
  submitting,
  onSubmit,
}: {
  email: string;
  submitting: boolean;
  onSubmit(application: ProviderApplication): Promise<boolean>;
}) {
  const t = useT();
  const form = useForm<ApplicationFormValues>({ defaultValues: applicationDefaults(email) });
  const [step, setStep] = useState(1);
  const [stepMessage, setStepMessage] = useState<MessageKey | null>(null);
  const [checking, setChecking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set by a step change: scroll to the top, and whether to move focus to the new heading.
  const moved = useRef<{ focusHeading: boolean } | null>(null);
  const photos = usePhotoUploads((name) => toast.error(t('onboarding.wizard.photoRemoveFailed', { name })));
  const photoIds = photos.ids;

  /** Shows the step's messages; true when it is complete. */
  const check = useCallback(
    (n: number, focus: boolean) => {
      const result = APPLICATION_STEP_SCHEMAS[n - 1]!.safeParse({ ...form.getValues(), imageIds: photoIds });
      form.clearErrors();
      if (result.success) return true;
      const names: (keyof ApplicationFormValues)[] = [];
      for (const issue of result.error.issues) {
        const name = String(issue.path[0]) as keyof ApplicationFormValues;
        if (names.includes(name)) continue;
        names.push(name);
        form.setError(name, { type: 'step', message: issueText(issue, t) });
      }
      if (focus && names[0]) form.setFocus(names[0]);
      return false;
    },
    [form, photoIds, t],
  );

  // After a failed 'Next Step', each change re-checks the step, so a corrected answer loses its message.
  useEffect(() => {
    if (!checking) return;
    return form.subscribe({ formState: { values: true }, callback: () => check(step, false) });
  }, [checking, check, form, step]);

  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0 });
    if (moved.current.focusHeading) headingRef.current?.focus({ preventScroll: true });
    moved.current = null;
  }, [step]);

  const goTo = (n: number, focusHeading = true) => {
    moved.current = { focusHeading };
    form.clearErrors();
    setChecking(false);
    setStepMessage(null);
    setStep(n);
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!check(step, true)) {
      setStepMessage(STEP_MESSAGES[step] ?? FIX_ERRORS);
      setChecking(true);
      return;
    }
    if (step === 4 && photos.busy) {
      setStepMessage(PHOTOS_BUSY);
      return;
    }
    if (step < APPLICATION_STEPS) {
      goTo(step + 1);
      return;
    }
    const application = providerApplicationSchema.safeParse({ ...form.getValues(), imageIds: photoIds });
    if (!application.success) {
      // An earlier answer was changed after its step was passed: go back to it.
      const first = APPLICATION_STEP_SCHEMAS.findIndex(
        (s) => !s.safeParse({ ...form.getValues(), imageIds: photoIds }).success,
      );
      goTo(first + 1);
      setStepMessage(STEP_MESSAGES[first + 1] ?? FIX_ERRORS);
      setChecking(true);
      return;
    }
    if (await onSubmit(application.data)) {
      form.reset(applicationDefaults(email));
      photos.clear();
      // The page moves focus to its success message.
      goTo(1, false);
    }
  };

  const { title, intro } = STEPS[step - 1]!;
  return (
    <Card className="flex flex-col gap-6">
      <ApplicationProgress step={step} />
      <form
        noValidate
        onSubmit={next}
        aria-labelledby="application-step-heading"
        className="flex flex-col gap-6"
      >
        <div>
          <h2
            id="application-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl outline-none sm:text-3xl"
          >
            {t(title)}
          </h2>
          <p className="text-ink-muted mt-1 text-lg">{t(intro)}</p>
        </div>
        {step === 1 && <ContactStep form={form} />}
        {step === 2 && <PracticeStep form={form} />}
        {step === 3 && <ProviderTypeStep form={form} />}
        {step === 4 && (
          <DetailsStep
            form={form}
            photos={photos.photos}
            onAddPhotos={photos.add}
            onRemovePhoto={photos.remove}
          />
        )}
        {step === 5 && <MedicareStep form={form} />}
        {step === 6 && <ConsentStep form={form} />}
        {stepMessage && <Alert tone="error">{t(stepMessage)}</Alert>}
        <div className="flex flex-col-reverse gap-3 border-t border-stone-300 pt-6 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <Button
              key="previous"
              variant="secondary"
              size="lg"
              onClick={() => goTo(step - 1)}
              disabled={submitting}
            >
              {t('onboarding.wizard.previous')}
            </Button>
          ) : (
            <span aria-hidden />
          )}
          {step < APPLICATION_STEPS ? (
            <Button key="next" type="submit" size="lg">
              {t('onboarding.wizard.next')}
            </Button>
          ) : (
            <Button key="submit" type="submit" size="lg" disabled={submitting}>
              {submitting ? t('onboarding.wizard.submitting') : t('onboarding.wizard.submit')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

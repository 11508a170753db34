import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  REPORT_CATEGORIES,
  REPORT_CATEGORY_KEYS,
  REPORT_MESSAGES,
  REPORT_SUCCESS_CLOSE_MS,
  profileReportSchema,
  type ProfileReportInput,
} from '#shared/reports/reports.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FieldError, inputClass } from '../../../../components/ui/field.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useAuth } from '../../../../lib/auth/auth-context.tsx';
import { saveIntendedRoute } from '../../../../lib/auth/intended-route.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../../lib/schema-resolver.ts';
import { useSubmitReport } from '../../api/reports.ts';

/** 'Report Profile Issue': what is wrong and a few words; signed-in visitors only (profile-page.test.tsx). */
export function ReportDialog({
  providerId,
  open,
  onOpenChange,
}: {
  providerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  const t = useT();
  const [done, setDone] = useState(false);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setDone(false);
  };
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => close(false), REPORT_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
    // Closing is the same whatever the parent passes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('booking.reportDialog.title')}
      description={t('booking.reportDialog.description')}
    >
      {done ? (
        <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
          <CheckCircle2 aria-hidden className="text-success size-14" />
          <p className="text-2xl font-bold">{t(REPORT_MESSAGES.success)}</p>
          <p>{t('booking.reportDialog.thanks')}</p>
        </div>
      ) : user ? (
        <ReportForm providerId={providerId} onDone={() => setDone(true)} onCancel={() => close(false)} />
      ) : (
        <SignInFirst />
      )}
    </Dialog>
  );
}

function SignInFirst() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info">{t(REPORT_MESSAGES.signIn)}</Alert>
      <Button
        size="lg"
        onClick={() => {
          saveIntendedRoute(pathname);
          navigate(paths.auth, {
            state: { redirectMessage: t('booking.reportDialog.signInMessage') },
          });
        }}
      >
        {t('booking.reportDialog.signIn')}
      </Button>
    </div>
  );
}

function ReportForm({
  providerId,
  onDone,
  onCancel,
}: {
  providerId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const submit = useSubmitReport(providerId);
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const form = useForm<ProfileReportInput>({
    resolver: useSchemaResolver(profileReportSchema),
    defaultValues: { description: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit.mutateAsync(values);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) setFailure(t(REPORT_MESSAGES.signIn));
      else {
        toast.error(t(REPORT_MESSAGES.failed));
        setFailure(t(REPORT_MESSAGES.failedAlert));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset
        aria-describedby={errors.category ? `${id}-category-error` : undefined}
        aria-invalid={errors.category ? true : undefined}
      >
        <legend className="mb-2 text-lg font-bold">{t('booking.reportDialog.whatIsWrong')}</legend>
        <div className="flex flex-col gap-1">
          {REPORT_CATEGORIES.map((c) => (
            <label
              key={c}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-100"
            >
              <input
                type="radio"
                value={c}
                {...form.register('category')}
                className="size-6 accent-[#0b4f8a]"
              />
              {t(REPORT_CATEGORY_KEYS[c])}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-category-error`} message={errors.category?.message} />
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className="font-bold">
          {t('booking.reportDialog.describe')}
        </label>
        <p id={`${id}-description-hint`} className="text-ink-muted text-base">
          {t('booking.reportDialog.describeHint')}
        </p>
        <textarea
          id={`${id}-description`}
          rows={4}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${id}-description-hint${errors.description ? ` ${id}-description-error` : ''}`}
          className={`${inputClass} ${errors.description ? 'border-danger' : 'border-stone-500'}`}
          {...form.register('description')}
        />
        <FieldError id={`${id}-description-error`} message={errors.description?.message} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('booking.reportDialog.sending') : t('booking.reportDialog.submit')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onCancel}>
          {t('booking.reportDialog.cancel')}
        </Button>
      </div>
    </form>
  );
}

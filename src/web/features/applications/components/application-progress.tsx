import { APPLICATION_STEPS, stepProgress } from '#shared/applications/application.ts';
import { useT } from '../../../lib/i18n.tsx';

/** 'Step X of 6', the percent complete, and a bar that a screen reader reads as both. */
export function ApplicationProgress({ step }: { step: number }) {
  const t = useT();
  const { step: current, percent } = stepProgress(step);
  const label = t('onboarding.wizard.stepOf', { step: current, total: APPLICATION_STEPS });
  const complete = t('onboarding.wizard.percentComplete', { percent });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-lg font-bold">
        <span>{label}</span>
        <span>{complete}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('onboarding.wizard.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('onboarding.wizard.progressText', {
          step: current,
          total: APPLICATION_STEPS,
          percent,
        })}
        className="border-primary h-4 overflow-hidden rounded-full border-2 bg-white"
      >
        <div
          className="bg-primary h-full transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

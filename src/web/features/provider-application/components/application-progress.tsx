import { stepProgress } from '#shared/providers/application.ts';

/** 'Step X of 6', the percent complete, and a bar that a screen reader reads as both. */
export function ApplicationProgress({ step }: { step: number }) {
  const { label, percent } = stepProgress(step);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-lg font-bold">
        <span>{label}</span>
        <span>{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}, ${percent}% complete`}
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

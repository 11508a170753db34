import { useId } from 'react';
import { CAREGIVER_PERMISSION_KEYS } from '#shared/caregivers/caregiver-messages.ts';
import { CAREGIVER_PERMISSIONS, allows, type CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import { FieldError } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/i18n.tsx';

/**
 * What one person may do for a patient, as large checkboxes. Booking includes seeing the
 * appointments, so "See appointments" shows ticked, and cannot be unticked, while booking is.
 */
export function PermissionChoices({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: readonly CaregiverPermission[];
  onChange: (next: CaregiverPermission[]) => void;
  error?: string;
}) {
  const errorId = useId();
  const t = useT();
  const toggle = (permission: CaregiverPermission, on: boolean) =>
    onChange(on ? [...value, permission] : value.filter((p) => p !== permission));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="mb-2 font-bold">{legend}</legend>
      {CAREGIVER_PERMISSIONS.map((permission) => {
        const included = !value.includes(permission) && allows(value, permission);
        return (
          <label key={permission} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="size-6 shrink-0 accent-[var(--color-primary)]"
              checked={allows(value, permission)}
              disabled={included}
              onChange={(e) => toggle(permission, e.target.checked)}
            />
            <span>
              {t(CAREGIVER_PERMISSION_KEYS[permission])}
              {included && (
                <span className="text-ink-muted block text-base dark:text-stone-300">
                  {t('account.permissions.includedInBooking')}
                </span>
              )}
            </span>
          </label>
        );
      })}
      <FieldError id={error ? errorId : undefined} message={error} />
    </fieldset>
  );
}

import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

const STEPS: [browser: string, steps: string][] = [
  [
    'Chrome',
    'Select the icon to the left of the web address, choose Site settings, and set Location to Allow.',
  ],
  ['Safari', 'Open Safari Settings, choose Websites, then Location, and set this website to Allow.'],
  [
    'Firefox',
    'Select the icon to the left of the web address and remove the block next to "Access your location".',
  ],
];

/** Explains why we ask for the location and how to unblock it (search.e2e.ts, docs/product.md#search). */
export function LocationPermissionDialog({
  open,
  onOpenChange,
  onAllow,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAllow: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Allow location access"
      description="We use your location only to show providers near you and how far away they are. We never share it."
    >
      <h3 className="mt-2 text-lg font-bold">Your browser is blocking location. To allow it:</h3>
      <dl className="mt-2 flex flex-col gap-3">
        {STEPS.map(([browser, steps]) => (
          <div key={browser}>
            <dt className="font-bold">{browser}</dt>
            <dd>{steps}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onAllow}>
          Allow Location Access
        </Button>
        <Button size="lg" variant="secondary" onClick={() => onOpenChange(false)}>
          I&apos;ll Enable It Later
        </Button>
      </div>
    </Dialog>
  );
}

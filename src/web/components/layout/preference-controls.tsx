import { Monitor, Moon, Sun, Type } from 'lucide-react';
import { usePreferences, type TextSize, type Theme } from '../../lib/preferences.tsx';
import { cn } from '../ui/cn.ts';

const SIZES: { value: TextSize; label: string; sample: string }[] = [
  { value: 'normal', label: 'Normal text size', sample: 'A' },
  { value: 'large', label: 'Large text size', sample: 'A+' },
  { value: 'larger', label: 'Larger text size', sample: 'A++' },
];

/** Three big buttons that set the text size for the whole site (remembered on this device). */
export function TextSizeControl({ className }: { className?: string }) {
  const { textSize, setTextSize } = usePreferences();
  return (
    <div role="group" aria-label="Text size" className={cn('inline-flex items-center gap-1', className)}>
      <Type aria-hidden className="size-5 text-ink-muted dark:text-stone-300" />
      {SIZES.map((s) => (
        <button
          key={s.value}
          type="button"
          aria-label={s.label}
          aria-pressed={textSize === s.value}
          onClick={() => setTextSize(s.value)}
          className={cn(
            'min-h-11 min-w-11 rounded-md border-2 px-1 font-bold',
            textSize === s.value
              ? 'border-primary bg-primary text-white'
              : 'border-stone-400 bg-white text-ink dark:bg-stone-900 dark:text-stone-100',
          )}
        >
          {s.sample}
        </button>
      ))}
    </div>
  );
}

const THEMES: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/** Light / Dark / System: shown only where themes apply (dashboards and admin tools). */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme, themeApplies } = usePreferences();
  if (!themeApplies) return null;
  return (
    <div role="group" aria-label="Colour theme" className={cn('inline-flex gap-1', className)}>
      {THEMES.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          onClick={() => setTheme(value)}
          className={cn(
            'inline-flex min-h-11 items-center gap-1 rounded-md border-2 px-2 text-base font-bold',
            theme === value
              ? 'border-primary bg-primary text-white dark:border-sky-300 dark:bg-sky-300 dark:text-stone-950'
              : 'border-stone-400 bg-white text-ink dark:bg-stone-900 dark:text-stone-100',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}

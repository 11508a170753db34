import { Monitor, Moon, Sun, Type } from 'lucide-react';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { useT } from '../../lib/i18n.tsx';
import { usePreferences, type TextSize, type Theme } from '../../lib/preferences.tsx';
import { cn } from '../ui/cn.ts';

const SIZES: { value: TextSize; label: MessageKey; sample: string }[] = [
  { value: 'normal', label: 'common.textSize.normal', sample: 'A' },
  { value: 'large', label: 'common.textSize.large', sample: 'A+' },
  { value: 'larger', label: 'common.textSize.larger', sample: 'A++' },
];

/** Three big buttons that set the text size for the whole site (remembered on this device). */
export function TextSizeControl({ className }: { className?: string }) {
  const { textSize, setTextSize } = usePreferences();
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('common.textSize.group')}
      className={cn('inline-flex items-center gap-1', className)}
    >
      <Type aria-hidden className="size-5 text-ink-muted dark:text-stone-300" />
      {SIZES.map((s) => (
        <button
          key={s.value}
          type="button"
          aria-label={t(s.label)}
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

const THEMES: { value: Theme; label: MessageKey; Icon: typeof Sun }[] = [
  { value: 'light', label: 'common.theme.light', Icon: Sun },
  { value: 'dark', label: 'common.theme.dark', Icon: Moon },
  { value: 'system', label: 'common.theme.system', Icon: Monitor },
];

/** Light / Dark / System: shown only where themes apply (dashboards and admin tools). */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme, themeApplies } = usePreferences();
  const t = useT();
  if (!themeApplies) return null;
  return (
    <div role="group" aria-label={t('common.theme.group')} className={cn('inline-flex gap-1', className)}>
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
          {t(label)}
        </button>
      ))}
    </div>
  );
}

import { HeartHandshake } from 'lucide-react';
import { APP_SETTING_KEYS, heroUsesVideo } from '#shared/page-content/page-content.ts';
import { useT } from '../../../lib/i18n.tsx';
import { SITE_NAME } from '../../../lib/page-head.tsx';
import { Thumbnail } from './image-field.tsx';
import { kindOf, labelOf } from './labels.ts';

type Values = Record<string, string>;

/**
 * A plain rendering of a section's values in the order the page uses them: titles large, buttons as
 * buttons, pictures small. Enough to read the words together before saving; the page link shows the
 * real thing.
 */
export function SectionPreview({ keys, values }: { keys: readonly string[]; values: Values }) {
  const t = useT();
  const hasVideoChoice = keys.includes('use_video');
  return (
    <div className="flex flex-col gap-3">
      {hasVideoChoice && (
        <p className="text-lg italic">
          {heroUsesVideo(values)
            ? t('admin.content.previewVideoShows')
            : t('admin.content.previewPictureShows')}
        </p>
      )}
      {keys.map((key) => {
        const value = (values[key] ?? '').trim();
        if (!value) return null;
        const kind = kindOf(key);
        if (kind === 'flag') return null;
        if (kind === 'image') return <Thumbnail key={key} src={value} alt={labelOf(key, t)} />;
        if (kind === 'video')
          return (
            <p key={key} className="break-all">
              {labelOf(key, t)}: {value}
            </p>
          );
        if (key.endsWith('title'))
          return (
            <p key={key} className="text-2xl font-bold break-words">
              {value}
            </p>
          );
        if (key.endsWith('button_text'))
          return (
            <span
              key={key}
              className="bg-primary self-start rounded-lg px-5 py-3 text-lg font-bold break-words text-white"
            >
              {value}
            </span>
          );
        return (
          <p key={key} className="text-lg break-words">
            {value}
          </p>
        );
      })}
    </div>
  );
}

/** The logos as the header shows them, or the built-in logo where none is set. */
export function LogosPreview({ values }: { values: Values }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      {APP_SETTING_KEYS.map((key) => (
        <div key={key} className="flex flex-col gap-2">
          <p className="font-bold">{labelOf(key, t)}</p>
          <div className="flex min-h-16 items-center rounded-lg bg-white p-3 dark:bg-stone-900">
            {values[key]?.trim() ? (
              <Thumbnail
                src={values[key]}
                alt={labelOf(key, t)}
                className="h-12 w-auto max-w-48 object-contain"
              />
            ) : (
              <span className="text-primary inline-flex items-center gap-2 text-xl font-bold dark:text-sky-200">
                <HeartHandshake aria-hidden className="size-7" />
                {SITE_NAME}
                <span className="text-ink-muted text-base font-normal dark:text-stone-300">
                  {t('admin.content.builtInLogo')}
                </span>
              </span>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}

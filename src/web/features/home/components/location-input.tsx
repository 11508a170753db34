import { LocateFixed } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '#shared/search/home-search.ts';
import type { GeocodeDto } from '#shared/search/geocode-schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';

/** Up to 5 places starting with the text; none when the lookup fails. */
async function suggestPlaces(text: string, signal: AbortSignal): Promise<string[]> {
  const answer = await apiFetch<GeocodeDto>(api.geocode, {
    method: 'POST',
    body: { type: 'autocomplete', query: text },
    signal,
  });
  // A typed ZIP stays a ZIP, so it keeps the ZIP's 5-mile radius.
  const typedZip = /^\d+$/.test(text.trim());
  return answer.features
    .map((f) => (typedZip && f.properties.postcode ? f.properties.postcode : f.place_name))
    .slice(0, 5);
}

type Props = {
  /** The field's name in the plain form (no JavaScript). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  onNearMe: () => void;
  locating: boolean;
};

/**
 * The location box: a combobox offering places as the user types (300 ms after typing stops, from
 * 2 characters, at most 5), with Near Me beside it.
 */
export function LocationInput({ name, value, onChange, onNearMe, locating }: Props) {
  const id = useId();
  const t = useT();
  const listId = `${id}-places`;
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);

  const text = value.trim();
  const wanted = typed && text.length >= SUGGESTION_MIN_CHARS;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestPlaces(text, controller.signal).then(
        (places) => {
          setSuggestions(places);
          setActive(-1);
          setOpen(places.length > 0);
        },
        () => setSuggestions([]),
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, wanted]);

  const choose = (place: string) => {
    onChange(place);
    setTyped(false);
    setOpen(false);
  };
  const expanded = wanted && open && suggestions.length > 0;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && suggestions.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp' && expanded) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      choose(suggestions[active]!);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {t('home.location.label')}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            name={name}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            placeholder={t('home.location.placeholder')}
            className={cn(inputClass, 'border-stone-500')}
            value={value}
            onChange={(e) => {
              setTyped(true);
              onChange(e.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('home.location.suggestions')}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border-2 border-stone-500 bg-white shadow-lg dark:bg-stone-900"
          >
            {suggestions.map((place, i) => (
              <li
                key={place}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(place);
                }}
                className={cn(
                  'min-h-12 cursor-pointer px-3 py-3 text-base',
                  i === active ? 'bg-primary text-white' : 'hover:bg-primary-soft dark:hover:bg-stone-800',
                )}
              >
                {place}
              </li>
            ))}
          </ul>
        </div>
        <Button
          variant="secondary"
          // Finding the device's place needs the app.
          className="noscript:hidden"
          onClick={onNearMe}
          disabled={locating}
          aria-label={t('home.location.nearMeLabel')}
        >
          <LocateFixed aria-hidden className="size-5" />
          <span className="hidden sm:inline">
            {locating ? t('home.location.locating') : t('home.location.nearMe')}
          </span>
        </Button>
      </div>
    </div>
  );
}

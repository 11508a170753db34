import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CATEGORY_LIST } from '#shared/taxonomy/category-list.ts';
import { inLocale, localePath } from '#shared/i18n/locales.ts';
import {
  HOME_CARD_FIELDS,
  homeSearchParams,
  PARSE_DEBOUNCE_MS,
  recentSearchParams,
  parseableWords as parseable,
  POPULAR_PICK_DELAY_MS,
  SEARCH_PAUSE_MS,
  type QuickSearch,
} from '#shared/search/home-search.ts';
import { FILTER_PRESETS, POPULAR_PICKS, quickSearchName } from '#shared/search/quick-searches.ts';
import type { HistoryEntry } from '#shared/search-history/search-history.ts';
import type { ParsedSearch } from '#shared/search/natural-language.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { paths } from '../../../config/paths.ts';
import { LocationPermissionDialog } from '../../../components/location-permission-dialog.tsx';
import { useNearMe } from '../../../lib/hooks/use-near-me.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useRecentSearches, useTrendingSearches } from '../api/search-history.ts';
import { LocationInput } from './location-input.tsx';
import { RecentSearches, TrendingNow } from './search-shortcuts.tsx';
import { chipsFor, SmartSearchBox, withoutDismissed } from './smart-search-box.tsx';

const POPULAR_LABEL = 'popular-label';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The kind of care, from the categories, named in the reader's language (ADR 23). */
function CategorySelect({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const t = useT();
  const locale = useLocale();
  const options = CATEGORY_LIST.map((c) => ({ slug: c.slug, name: inLocale(c.name, locale) })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="home-specialty" className="font-bold">
        {t('home.card.specialty')}
      </label>
      <select
        id="home-specialty"
        name={HOME_CARD_FIELDS.category}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClass, 'border-stone-500')}
      >
        <option value="">{t('home.card.allSpecialties')}</option>
        {options.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Presets that add their filters to the search; they need the app, so a plain form leaves them out. */
function QuickFilters({ chosen, onToggle }: { chosen: ReadonlySet<string>; onToggle: (id: string) => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <fieldset className="noscript:hidden">
      <legend className="font-bold">{t('home.card.quickFilters')}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {FILTER_PRESETS.map((preset) => (
          <Button
            key={preset.id}
            variant={chosen.has(preset.id) ? 'primary' : 'secondary'}
            aria-pressed={chosen.has(preset.id)}
            title={preset.description && t(preset.description)}
            onClick={() => onToggle(preset.id)}
          >
            {quickSearchName(t, locale, preset)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/** Popular searches, each run at once. */
function PopularPicks({ onRun }: { onRun: (pick: QuickSearch) => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 noscript:hidden">
      <span className="font-bold" id={POPULAR_LABEL}>
        {t('home.card.popular')}
      </span>
      {POPULAR_PICKS.map((pick) => (
        <Button
          key={pick.id}
          variant="ghost"
          className="underline"
          aria-describedby={POPULAR_LABEL}
          onClick={() => onRun(pick)}
        >
          {quickSearchName(t, locale, pick)}
        </Button>
      ))}
    </div>
  );
}

/**
 * The plain-words reader, downloaded once a person types: it carries every category's lay words,
 * which the page's first download leaves out (home-sections.e2e.ts weighs it).
 */
const loadWordsReader = () => import('#shared/search/natural-language.ts').then((m) => m.parseSearchText);

/**
 * The home page's search card (home.e2e.ts, docs/product.md#search): plain words, place, specialty, presets
 * and shortcuts. Without JavaScript it is a plain form to /providers, which the server reads as the
 * card would (`homeCardSearch`); what needs the app (presets, Near Me, the shortcuts) is not shown
 * then (before-the-app.e2e.ts).
 */
export function HomeSearchCard() {
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ParsedSearch | null>(null);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [location, setLocation] = useState('');
  const [coordinates, setCoordinates] = useState<{ lat: number; lng: number } | null>(null);
  const [category, setCategory] = useState('');
  const [presets, setPresets] = useState<ReadonlySet<string>>(new Set());
  const [finding, setFinding] = useState(false);
  const recent = useRecentSearches();
  const trending = useTrendingSearches();
  const near = useNearMe(({ lat, lng, place }) => {
    setCoordinates({ lat, lng });
    setLocation(place);
  });

  // Plain words are read a second after typing stops, once there is enough to read; the reader is
  // fetched as soon as there is something to read.
  useEffect(() => {
    if (!text.trim()) return;
    void loadWordsReader();
    if (!parseable(text)) return;
    let current = true;
    const timer = setTimeout(
      () => void loadWordsReader().then((read) => current && setParsed(read(text))),
      PARSE_DEBOUNCE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);

  const go = async (params: URLSearchParams, delay: number) => {
    await recent.remember({
      location: params.get('lat') ? location.trim() : (params.get('location') ?? ''),
      category: params.get('category') ?? '',
      specialty: params.get('specialty') ?? '',
    });
    await pause(delay);
    navigate(`${paths.providers}${params.size ? `?${params}` : ''}`);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (finding) return;
    setFinding(true);
    // Search with what the words say now, even if the pause before reading them has not passed.
    const words = parseable(text) ? withoutDismissed((await loadWordsReader())(text), dismissed) : null;
    const chosen = FILTER_PRESETS.filter((p) => presets.has(p.id));
    await go(
      homeSearchParams({ location, coordinates, category, parsed: words, presets: chosen }),
      SEARCH_PAUSE_MS,
    );
  };

  const runQuick = (item: QuickSearch, delay = 0) =>
    go(homeSearchParams({ location, coordinates, presets: [item] }), delay);
  const runRecent = (entry: HistoryEntry) => go(recentSearchParams(entry), 0);
  const togglePreset = (id: string) =>
    setPresets((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <form
        action={localePath(locale, paths.providers)}
        onSubmit={submit}
        className="rounded-2xl bg-white p-6 shadow-md dark:bg-stone-950"
        aria-labelledby="home-search-title"
      >
        <h2 id="home-search-title" className="mb-4 text-2xl">
          {t('home.card.title')}
        </h2>
        <div className="flex flex-col gap-4">
          <SmartSearchBox
            name={HOME_CARD_FIELDS.words}
            value={text}
            onChange={(value) => {
              setText(value);
              // A removed chip stays removed while the words are edited; a fresh start forgets it.
              if (!value.trim()) setDismissed(new Set());
            }}
            chips={chipsFor(
              t,
              locale,
              parsed && parseable(text) ? withoutDismissed(parsed, dismissed) : null,
            )}
            onRemove={(key) => setDismissed((d) => new Set(d).add(key))}
          />
          <LocationInput
            name={HOME_CARD_FIELDS.location}
            value={location}
            onChange={(value) => {
              setLocation(value);
              setCoordinates(null);
            }}
            onNearMe={near.nearMe}
            locating={near.locating}
          />
          <CategorySelect value={category} onChange={setCategory} />
          <QuickFilters chosen={presets} onToggle={togglePreset} />
        </div>
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={finding}>
          <Search aria-hidden className="size-5" />
          {finding ? t('home.card.finding') : t('home.card.find')}
        </Button>
        <PopularPicks onRun={(pick) => runQuick(pick, POPULAR_PICK_DELAY_MS)} />
        <RecentSearches
          entries={recent.entries}
          onRun={runRecent}
          onRemove={(entry) => recent.remove(entry.id)}
          onClear={recent.clear}
        />
        <TrendingNow items={trending.items} onRun={(item) => runQuick(item)} />
      </form>
      <LocationPermissionDialog
        open={near.permissionHelp}
        onOpenChange={near.setPermissionHelp}
        onAllow={near.nearMe}
      />
    </>
  );
}

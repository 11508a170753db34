import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * The header search box: sends the words to the provider search page. From tablets up it is always
 * there: beside the links where the row has room for it, else on a line of its own below them.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    navigate(q ? `${paths.providers}?q=${encodeURIComponent(q)}` : paths.providers);
  };
  return (
    // The action and the field's name make the box work as a plain form too (no JavaScript).
    <form
      role="search"
      action={paths.providers}
      onSubmit={submit}
      className="relative order-last hidden basis-full md:block @min-[64rem]:order-none @min-[64rem]:max-w-80 @min-[64rem]:min-w-56 @min-[64rem]:flex-1 @min-[64rem]:basis-auto"
    >
      <label htmlFor="header-search" className="sr-only">
        Search providers, specialties
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search providers, specialties..."
        className="min-h-11 w-full rounded-full border-2 border-stone-500 bg-white py-2 pr-12 pl-4 text-base text-ink placeholder:text-stone-600 dark:bg-stone-900 dark:text-stone-100"
      />
      <button
        type="submit"
        // Not just "Search": the admin pages have Search buttons of their own beside it.
        aria-label="Search providers"
        className="text-primary absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full dark:text-sky-300"
      >
        <Search aria-hidden className="size-5" />
      </button>
    </form>
  );
}

import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { paths } from '../../config/paths.ts';

const POPULAR = ['Primary Care', 'Dental', 'Dermatology'];

export function HomePage() {
  const navigate = useNavigate();
  const [location, setLocation] = useState('');
  const [specialty, setSpecialty] = useState('');
  const search = (e: FormEvent) => {
    e.preventDefault();
    const q = new URLSearchParams();
    if (location.trim()) q.set('location', location.trim());
    if (specialty) q.set('specialty', specialty);
    navigate(`${paths.providers}${q.size ? `?${q}` : ''}`);
  };
  return (
    <div>
      <section className="bg-primary-soft dark:bg-stone-900">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 lg:grid-cols-2 lg:items-center [&>*]:min-w-0">
          <div>
            <h1 className="text-4xl sm:text-5xl">Find trusted healthcare providers near you</h1>
            <p className="mt-4 text-xl">
              CareConnect helps seniors in Florida and their families find, compare and book doctors who
              accept Medicare — in plain words, with big buttons, and no rush.
            </p>
            <p className="mt-4">
              <Link className="text-primary font-bold underline" to={paths.howItWorks}>
                See how it works
              </Link>
            </p>
          </div>
          <form
            onSubmit={search}
            className="rounded-2xl bg-white p-6 shadow-md dark:bg-stone-950"
            aria-label="Find a provider"
          >
            <h2 className="mb-4 text-2xl">Search for care</h2>
            <TextField
              label="City or ZIP code"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              placeholder="For example: Miami, FL or 33133"
              autoComplete="postal-code"
            />
            <div className="mt-4 flex flex-col gap-1">
              <label htmlFor="home-specialty" className="font-bold">
                Specialty
              </label>
              <select
                id="home-specialty"
                value={specialty}
                onChange={(e) => setSpecialty(e.target.value)}
                className="min-h-12 w-full min-w-0 rounded-lg border-2 border-stone-500 bg-white px-3 text-base text-ink dark:bg-stone-900 dark:text-stone-100"
              >
                <option value="">All Specialties</option>
                {['Primary Care', 'Dental', 'Optometry', 'Dermatology', 'Home Health', 'Podiatry'].map(
                  (s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ),
                )}
              </select>
            </div>
            <Button type="submit" size="lg" className="mt-6 w-full">
              <Search aria-hidden className="size-5" />
              Find Healthcare Providers Now
            </Button>
            <div className="mt-4 flex flex-wrap items-center gap-2">
              <span className="font-bold">Popular:</span>
              {POPULAR.map((p) => (
                <Button
                  key={p}
                  variant="secondary"
                  onClick={() => navigate(`${paths.providers}?specialty=${encodeURIComponent(p)}`)}
                >
                  {p}
                </Button>
              ))}
            </div>
          </form>
        </div>
      </section>
    </div>
  );
}

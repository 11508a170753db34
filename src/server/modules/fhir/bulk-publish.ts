import { addDaysToDate, practiceNow } from '#shared/schedule/slot-rules.ts';
import { isCalendarDate } from '#shared/validation/query-values.ts';
import type { Db } from '../../db/client.ts';
import { invalidParam } from './outcome.ts';
import { DATE_TIME } from './search-params.ts';
import * as repo from './repository.ts';
import { location, schedule, slot, type Site } from './resources.ts';

/**
 * The SMART Scheduling Links publication (ADR 11): a manifest at /fhir/$bulk-publish pointing at
 * one NDJSON file each of Locations, Schedules and Slots of the providers who take bookings here.
 * The files are made on request and streamed page by page (a keyset page of PAGE_ROWS rows at a
 * time), so a file of millions of slots never sits in memory.
 */

/** Clients are asked to poll no more often than this (Cache-Control max-age). */
export const PUBLISH_MAX_AGE_SECONDS = 300;
/** Slots are published for today and the days after it, this many in all. */
export const PUBLISH_DAYS = 14;
export const PAGE_ROWS = 2000;

export const BULK_FILES = {
  Location: 'locations.ndjson',
  Schedule: 'schedules.ndjson',
  Slot: 'slots.ndjson',
} as const;
export type BulkType = keyof typeof BULK_FILES;

/**
 * _since, a FHIR instant (a time with its offset); refused when it is not one, as a silent full
 * file would hide the mistake.
 */
export function parseSince(value: string | undefined): string | null {
  if (value === undefined) return null;
  const m = DATE_TIME.exec(value);
  if (!m || !m[5] || !isCalendarDate(m[1]!)) {
    throw invalidParam('_since must be a time with its offset, such as 2025-01-31T09:00:00-05:00.');
  }
  return new Date(Date.parse(value)).toISOString();
}

/**
 * The manifest. With _since, the Location and Schedule files hold only what changed after it; the
 * Slot file is always whole, because a slot being booked or freed leaves no time of change to
 * filter on (the specification lets a server ignore _since; clients must accept a full file).
 */
export async function manifest(db: Db, site: Site, request: string, since: string | null, now = new Date()) {
  const states = await repo.bookableStates(db);
  const base = `${site.publicUrl}/fhir/bulk`;
  const query = since ? `?${new URLSearchParams({ _since: since })}` : '';
  const output = (Object.keys(BULK_FILES) as BulkType[]).map((type) => ({
    type,
    url: `${base}/${BULK_FILES[type]}${type === 'Slot' ? '' : query}`,
    extension: { state: states },
  }));
  return { transactionTime: now.toISOString(), request, output, error: [] };
}

const encoder = new TextEncoder();

/** A stream of NDJSON lines read page by page: each pull reads the next page of the database. */
function ndjson(pages: AsyncGenerator<string[]>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await pages.next();
      if (done) controller.close();
      else if (value.length) controller.enqueue(encoder.encode(`${value.join('\n')}\n`));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

async function* providerLines(db: Db, site: Site, type: 'Location' | 'Schedule', since: string | null) {
  let cursor: string | null = null;
  for (;;) {
    const rows = await repo.bookableProvidersPage(db, { cursor, limit: PAGE_ROWS, since });
    yield rows.map((r) => JSON.stringify(type === 'Location' ? location(r, site) : schedule(r)));
    if (rows.length < PAGE_ROWS) return;
    cursor = rows.at(-1)!.id;
  }
}

/**
 * The slots from now to the end of the window, in (provider, date, time) order. One row more than
 * a page is read: it says where the page's last slot ends (at the next one's start, if sooner) and
 * starts the next page.
 */
async function* slotLines(db: Db, site: Site, now: Date) {
  const today = practiceNow(now);
  const from = today.date;
  const to = addDaysToDate(from, PUBLISH_DAYS - 1);
  let cursor: repo.SlotKey | null = null;
  for (;;) {
    const rows = await repo.bookableSlotsPage(db, { cursor, limit: PAGE_ROWS + 1, from, to });
    const last = rows.length > PAGE_ROWS;
    const emitted = last ? rows.slice(0, PAGE_ROWS) : rows;
    const lines: string[] = [];
    emitted.forEach((row, i) => {
      // Times already begun today are left out: nobody can book them and they are not capacity.
      if (row.date === today.date && row.time < today.time) return;
      const next = rows[i + 1];
      const nextTime =
        next && next.provider_profile_id === row.provider_profile_id && next.date === row.date
          ? next.time
          : null;
      lines.push(JSON.stringify(slot(row, nextTime, site)));
    });
    yield lines;
    if (!last) return;
    const end = emitted.at(-1)!;
    cursor = { providerId: end.provider_profile_id, date: end.date, time: end.time };
  }
}

export function bulkFile(db: Db, site: Site, type: BulkType, since: string | null, now = new Date()) {
  return ndjson(type === 'Slot' ? slotLines(db, site, now) : providerLines(db, site, type, since));
}

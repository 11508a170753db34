import { addDaysToDate, practiceInstant, practiceNow } from '#shared/schedule/slot-rules.ts';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  isCalendarDate,
} from '#shared/validation/query-values.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { isUuid } from '../../lib/ids.ts';
import { invalidParam, unknownParam } from './outcome.ts';
import { specialtyMatchOf, type SpecialtyMatch } from './nucc.ts';

/**
 * The one table of what the FHIR API serves: each resource type, the family of rows it is read
 * from, and its search parameters with how each narrows the search. The routes accept exactly
 * these parameters and the CapabilityStatement is written from this table, so the two cannot drift.
 */

export const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';
const DEFAULT_COUNT = 20;
export const MAX_COUNT = 100;
/** A search around a place without a distance looks this far; no search looks farther. */
const DEFAULT_NEAR_MILES = 25;
const MAX_NEAR_MILES = 100;

type Bound = 'ge' | 'gt' | 'le' | 'lt';
/** An instant bound on updated_at (ISO text). */
export type InstantBound = { op: Bound; at: string };
/** A bound on a slot's start, in the practice's wall time (how slots are stored). */
export type WallBound = { op: Bound; date: string; time: string | null };
export type PostalRange = { from: string; to: string | null } | { exact: string };
type Near = { lat: number; lng: number; miles: number };

/** What a search asks for, whatever the resource type; each type's parameters fill in their part. */
export type Filter = {
  ids?: string[];
  specialties?: SpecialtyMatch[];
  npi?: string;
  postal?: PostalRange;
  near?: Near;
  organizationId?: string;
  name?: string;
  lastUpdated: InstantBound[];
  /** Slots: the provider the schedule belongs to. */
  scheduleIds?: string[];
  start: WallBound[];
  status?: ('free' | 'busy')[];
};

type ParamType = 'token' | 'reference' | 'string' | 'date' | 'special' | 'quantity';
type ParamDef = {
  name: string;
  type: ParamType;
  documentation: string;
  apply: (value: string, filter: Filter) => void;
};

/** Which rows a resource type is made of: listed provider profiles, slots or organizations. */
type Family = 'provider' | 'slot' | 'organization';

export const RESOURCE_TYPES = [
  'Practitioner',
  'PractitionerRole',
  'Location',
  'Organization',
  'Schedule',
  'Slot',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const isResourceType = (v: string): v is ResourceType =>
  (RESOURCE_TYPES as readonly string[]).includes(v);

// --- Value parsers -------------------------------------------------------------------------------

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** A reference as a search gives it: 'Type/id', a full URL ending so, or the bare id. */
function referenceIds(value: string, types: readonly string[], param: string): string[] {
  return list(value).map((ref) => {
    const parts = ref.split('/');
    const id = parts.at(-1) ?? '';
    const type = parts.length > 1 ? parts.at(-2) : undefined;
    if ((type !== undefined && !types.includes(type)) || !isUuid(id)) {
      throw invalidParam(`${param}: "${ref}" is not a reference to a ${types.join(' or ')} of ours.`);
    }
    return id.toLowerCase();
  });
}

const ids = (value: string, param = '_id') =>
  list(value).map((id) => {
    if (!isUuid(id)) throw invalidParam(`${param}: "${id}" is not an id of ours.`);
    return id.toLowerCase();
  });

const PREFIXED = /^(eq|ne|gt|lt|ge|le|sa|eb|ap)?(.*)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A FHIR dateTime to the minute or finer: its date, its hh:mm and its offset, if any. Hours,
 * minutes and offsets are held to real values here, and the date by isCalendarDate, so nothing
 * impossible reaches the date arithmetic (where it would throw) or the database.
 */
export const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T((?:[01]\d|2[0-3]):[0-5]\d)(:[0-5]\d(\.\d{1,9})?)?(Z|[+-](?:0\d|1[0-4]):[0-5]\d)?$/;

function prefixed(value: string, param: string): { op: Bound | 'eq'; text: string } {
  const [, prefix = 'eq', text = ''] = PREFIXED.exec(value) ?? [];
  if (!['eq', 'ge', 'gt', 'le', 'lt'].includes(prefix)) {
    throw invalidParam(`${param}: the prefix "${prefix}" is not supported; use eq, ge, gt, le or lt.`);
  }
  return { op: prefix as Bound | 'eq', text };
}

/**
 * A date search value as bounds on an instant. A bare date means the whole of that day in Florida;
 * a date-time without an offset is read as Florida's wall time too.
 */
function instantBounds(value: string, param: string): InstantBound[] {
  const { op, text } = prefixed(value, param);
  if (DATE.test(text) && isCalendarDate(text)) {
    const start = practiceInstant(text, '00:00').toISOString();
    const next = practiceInstant(addDaysToDate(text, 1), '00:00').toISOString();
    if (op === 'eq')
      return [
        { op: 'ge', at: start },
        { op: 'lt', at: next },
      ];
    if (op === 'ge' || op === 'lt') return [{ op, at: start }];
    return [{ op: op === 'gt' ? 'ge' : 'lt', at: next }];
  }
  const at = instantOf(text, param);
  return op === 'eq'
    ? [
        { op: 'ge', at },
        { op: 'le', at },
      ]
    : [{ op, at }];
}

function instantOf(text: string, param: string): string {
  const m = DATE_TIME.exec(text);
  if (!m || !isCalendarDate(m[1]!)) {
    throw invalidParam(`${param}: "${text}" is not a date (YYYY-MM-DD) or a date and time.`);
  }
  if (!m[5]) return practiceInstant(m[1]!, m[2]!).toISOString();
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw invalidParam(`${param}: "${text}" is not a date and time.`);
  return new Date(ms).toISOString();
}

/** A date search value as bounds on a slot's wall-clock start. */
function wallBounds(value: string, param: string): WallBound[] {
  const { op, text } = prefixed(value, param);
  if (DATE.test(text) && isCalendarDate(text)) {
    if (op === 'eq')
      return [
        { op: 'ge', date: text, time: null },
        { op: 'le', date: text, time: null },
      ];
    return [{ op, date: text, time: null }];
  }
  const wall = practiceNow(new Date(instantOf(text, param)));
  if (op === 'eq')
    return [
      { op: 'ge', ...wall },
      { op: 'le', ...wall },
    ];
  return [{ op, ...wall }];
}

/** A ZIP code or its beginning: '33145', '3314', or a full '33145-1234'. */
function postal(value: string, param: string): PostalRange {
  const v = value.trim();
  if (/^\d{5}-\d{4}$/.test(v)) return { exact: v };
  if (!/^\d{1,5}$/.test(v)) throw invalidParam(`${param}: "${value}" is not a ZIP code.`);
  // Every code that starts with v sorts from v up to, not including, v with its last digit raised.
  const n = Number(v) + 1;
  const to = String(n).length > v.length ? null : String(n).padStart(v.length, '0');
  return { from: v, to };
}

/** near=latitude|longitude|distance|units (FHIR R4 Location); miles or kilometres. */
function near(value: string): Near {
  const [lat, lng, distance, units = 'mi'] = value.split('|');
  const la = Number(lat);
  const ln = Number(lng);
  if (
    !lat ||
    !lng ||
    !Number.isFinite(la) ||
    !Number.isFinite(ln) ||
    Math.abs(la) > 90 ||
    Math.abs(ln) > 180
  ) {
    throw invalidParam('near: give latitude|longitude|distance|units, such as 25.76|-80.19|10|mi.');
  }
  let miles = DEFAULT_NEAR_MILES;
  if (distance) {
    const d = Number(distance);
    const unit = units.replace(/^.*\|/, '').toLowerCase();
    if (!Number.isFinite(d) || d <= 0) throw invalidParam('near: the distance must be a positive number.');
    if (unit === 'mi' || unit === '[mi_i]') miles = d;
    else if (unit === 'km') miles = d / 1.609344;
    else throw invalidParam('near: the distance units must be mi or km.');
  }
  if (miles > MAX_NEAR_MILES)
    throw invalidParam(`near: the distance may be at most ${MAX_NEAR_MILES} miles.`);
  return { lat: la, lng: ln, miles };
}

function specialty(value: string): SpecialtyMatch[] {
  return list(value).map((token) => {
    const match = specialtyMatchOf(token);
    if (!match) throw invalidParam(`specialty: "${token}" is not a specialty we list.`);
    return match;
  });
}

function npi(value: string): string {
  const bar = value.lastIndexOf('|');
  const system = bar >= 0 ? value.slice(0, bar) : null;
  const code = (bar >= 0 ? value.slice(bar + 1) : value).trim();
  if ((system && system !== NPI_SYSTEM) || !/^\d{10}$/.test(code)) {
    throw invalidParam(`identifier: give an NPI, such as ${NPI_SYSTEM}|1234567893.`);
  }
  return code;
}

const once = <K extends keyof Filter>(filter: Filter, key: K, name: string, value: Filter[K]) => {
  if (filter[key] !== undefined) throw invalidParam(`${name} may be given only once.`);
  filter[key] = value;
};

// --- The parameters ------------------------------------------------------------------------------

const idParam: ParamDef = {
  name: '_id',
  type: 'token',
  documentation: 'Logical id; several may be given, separated by commas.',
  apply: (v, f) => once(f, 'ids', '_id', ids(v)),
};
const lastUpdatedParam: ParamDef = {
  name: '_lastUpdated',
  type: 'date',
  documentation:
    'When the record last changed; prefixes eq, ge, gt, le, lt. A date alone is a whole day in America/New_York.',
  apply: (v, f) => f.lastUpdated.push(...instantBounds(v, '_lastUpdated')),
};
const specialtyParam: ParamDef = {
  name: 'specialty',
  type: 'token',
  documentation:
    'Specialty: a NUCC taxonomy code (http://nucc.org/provider-taxonomy), primary or secondary, or our own earlier specialty code or name (e.g. cardiology).',
  apply: (v, f) => once(f, 'specialties', 'specialty', specialty(v)),
};
const postalParam: ParamDef = {
  name: 'address-postalcode',
  type: 'string',
  documentation:
    'ZIP code, or its first digits (a string search matches the start). On PractitionerRole: the ZIP code of its location.',
  apply: (v, f) => once(f, 'postal', 'address-postalcode', postal(v, 'address-postalcode')),
};
const nearParam: ParamDef = {
  name: 'near',
  type: 'special',
  documentation: `latitude|longitude|distance|units (mi or km): within that distance of the point (default ${DEFAULT_NEAR_MILES} mi, at most ${MAX_NEAR_MILES} mi). On PractitionerRole: of its location.`,
  apply: (v, f) => once(f, 'near', 'near', near(v)),
};
const npiParam: ParamDef = {
  name: 'identifier',
  type: 'token',
  documentation: `The NPI: ${NPI_SYSTEM}|number, or the number alone.`,
  apply: (v, f) => once(f, 'npi', 'identifier', npi(v)),
};
const providerRef = (name: string, types: string[], documentation: string): ParamDef => ({
  name,
  type: 'reference',
  documentation,
  apply: (v, f) => once(f, 'ids', name, referenceIds(v, types, name)),
});

/**
 * bookableOnly: only providers who take bookings here (claimed listings), as schedules are.
 * cliniciansOnly: only people; an organisation or a hospital listing is an Organization (ADR 23).
 */
export type ResourceDef = {
  family: Family;
  params: ParamDef[];
  bookableOnly?: boolean;
  cliniciansOnly?: boolean;
};

export const RESOURCES: Record<ResourceType, ResourceDef> = {
  Practitioner: {
    family: 'provider',
    cliniciansOnly: true,
    params: [idParam, npiParam, lastUpdatedParam],
  },
  PractitionerRole: {
    family: 'provider',
    cliniciansOnly: true,
    params: [
      idParam,
      specialtyParam,
      providerRef('practitioner', ['Practitioner'], 'The practitioner: Practitioner/id.'),
      providerRef('location', ['Location'], 'Where the role is practised: Location/id.'),
      {
        name: 'organization',
        type: 'reference',
        documentation: 'The organization the practitioner is affiliated with: Organization/id.',
        apply: (v, f) => {
          const [id, more] = referenceIds(v, ['Organization'], 'organization');
          if (more) throw invalidParam('organization: give one organization.');
          once(f, 'organizationId', 'organization', id);
        },
      },
      postalParam,
      nearParam,
      lastUpdatedParam,
    ],
  },
  Location: {
    family: 'provider',
    params: [idParam, npiParam, postalParam, nearParam, lastUpdatedParam],
  },
  Organization: {
    family: 'organization',
    params: [
      idParam,
      {
        name: 'name',
        type: 'string',
        documentation: 'The start of the name, or of a word in it; any letter case.',
        apply: (v, f) => once(f, 'name', 'name', v.trim().toLowerCase()),
      },
      postalParam,
      lastUpdatedParam,
    ],
  },
  Schedule: {
    family: 'provider',
    bookableOnly: true,
    params: [
      idParam,
      specialtyParam,
      providerRef('actor', ['Location'], 'The location of the schedule, its only actor: Location/id.'),
      lastUpdatedParam,
    ],
  },
  Slot: {
    family: 'slot',
    params: [
      idParam,
      {
        name: 'schedule',
        type: 'reference',
        documentation: 'The schedule the slot belongs to: Schedule/id.',
        apply: (v, f) => once(f, 'scheduleIds', 'schedule', referenceIds(v, ['Schedule'], 'schedule')),
      },
      {
        name: 'start',
        type: 'date',
        documentation:
          'When the slot starts; prefixes eq, ge, gt, le, lt. A date alone is a whole day in America/New_York.',
        apply: (v, f) => f.start.push(...wallBounds(v, 'start')),
      },
      {
        name: 'status',
        type: 'token',
        documentation: 'free (can be booked now) or busy (booked, blocked or too soon to book).',
        apply: (v, f) =>
          once(
            f,
            'status',
            'status',
            list(v).map((s) => {
              if (s !== 'free' && s !== 'busy') throw invalidParam('status: use free or busy.');
              return s;
            }),
          ),
      },
    ],
  },
};

/** Parameters that shape the result rather than filter it. */
const RESULT_PARAMS = new Set(['_count', '_cursor', '_format']);
const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json']);

export type SearchRequest = { filter: Filter; count: number; cursor: string | null };

/** Reads a search's query string against the type's table: unknown parameters are refused. */
export function parseSearch(type: ResourceType, query: URLSearchParams): SearchRequest {
  const filter: Filter = { lastUpdated: [], start: [] };
  let count = DEFAULT_COUNT;
  let cursor: string | null = null;
  const defs = new Map(RESOURCES[type].params.map((p) => [p.name, p]));
  for (const [name, value] of query) {
    if (hasControlCharacters(value)) throw invalidParam(`${name}: ${inEnglish(CONTROL_CHARACTERS_MESSAGE)}`);
    if (name === '_count') {
      if (!/^\d+$/.test(value) || Number(value) < 1)
        throw invalidParam('_count must be a whole number from 1.');
      count = Math.min(Number(value), MAX_COUNT);
    } else if (name === '_cursor') {
      cursor = parseCursor(value);
    } else if (name === '_format') {
      if (!JSON_FORMATS.has(value)) throw invalidParam('_format: only JSON is served.');
    } else {
      const def = defs.get(name);
      if (!def || RESULT_PARAMS.has(name)) throw unknownParam(name);
      if (!value.trim()) throw invalidParam(`${name} needs a value.`);
      def.apply(value, filter);
    }
  }
  return { filter, count, cursor };
}

/** The paging cursor is the id of the last resource of the page before. */
function parseCursor(value: string): string {
  if (!isUuid(value)) throw invalidParam('_cursor is not one this server gave.');
  return value.toLowerCase();
}

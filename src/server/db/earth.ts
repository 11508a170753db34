import { sql, type SQL } from 'drizzle-orm';

/**
 * earthdistance's sums for one point, done here. Its ll_to_earth, earth_box, gc_to_sec and
 * earth_distance are SQL-language functions, which PostgreSQL parses and plans afresh in every
 * statement that calls them: for the radius search that was about a fifth of the database's work.
 * These give the same points and distances, on the same sphere, from built-in functions only.
 */

/** earthdistance's earth(): the radius of its sphere, in metres. */
const EARTH_RADIUS_METERS = 6_378_168;

export const METERS_PER_MILE = 1609.344;

/** ll_to_earth: a latitude and longitude as earthdistance's point, 3-D coordinates in metres. */
export function earthPoint(lat: number, lng: number): [number, number, number] {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lng * Math.PI) / 180;
  return [
    EARTH_RADIUS_METERS * Math.cos(phi) * Math.cos(lambda),
    EARTH_RADIUS_METERS * Math.cos(phi) * Math.sin(lambda),
    EARTH_RADIUS_METERS * Math.sin(phi),
  ];
}

/** gc_to_sec: the straight-line (chord) length of a great-circle distance in metres. */
export function chordOf(greatCircleMeters: number): number {
  if (greatCircleMeters < 0) return 0;
  if (greatCircleMeters / EARTH_RADIUS_METERS > Math.PI) return 2 * EARTH_RADIUS_METERS;
  return 2 * EARTH_RADIUS_METERS * Math.sin(greatCircleMeters / (2 * EARTH_RADIUS_METERS));
}

/** A point as a cube value in SQL, built from three numbers (cube(float8[]), a C function). */
export const cubeOf = ([x, y, z]: [number, number, number]): SQL =>
  sql`cube(array[${x}::float8, ${y}::float8, ${z}::float8])`;

/** sec_to_gc in SQL: the great-circle distance in metres of a chord (a cube_distance). */
export const greatCircleOf = (chord: SQL): SQL =>
  sql`(${2 * EARTH_RADIUS_METERS}::float8 * asin(least(1::float8, ${chord} / ${2 * EARTH_RADIUS_METERS}::float8)))`;

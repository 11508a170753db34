import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServices } from '../test/harness.ts';
import type { AppDeps } from '../app-env.ts';
import { chordOf, cubeOf, earthPoint, greatCircleOf } from './earth.ts';

let deps: AppDeps;
beforeAll(async () => {
  ({ deps } = await testServices());
});

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await deps.database.db.execute(query)) as unknown as { rows: Record<string, T>[] }).rows[0]!;

// Places the search meets, and the awkward ones: the poles, the date line, the equator.
const PLACES: [number, number][] = [
  [25.7617, -80.1918],
  [30.4383, -84.2807],
  [61.2181, -149.9003],
  [0, 0],
  [-33.8688, 151.2093],
  [89.9999, 179.9999],
  [-90, -180],
];

describe('earthdistance done in JavaScript', () => {
  it('places a latitude and longitude where ll_to_earth does, to a millimetre', async () => {
    for (const [lat, lng] of PLACES) {
      const row =
        await one<number>(sql`select cube_ll_coord(e, 1) as x, cube_ll_coord(e, 2) as y, cube_ll_coord(e, 3) as z
        from (select ll_to_earth(${lat}::float8, ${lng}::float8) as e) p`);
      const [x, y, z] = earthPoint(lat, lng);
      expect(Math.abs(x - Number(row.x))).toBeLessThan(0.001);
      expect(Math.abs(y - Number(row.y))).toBeLessThan(0.001);
      expect(Math.abs(z - Number(row.z))).toBeLessThan(0.001);
    }
  });

  it('turns a great-circle distance into the chord gc_to_sec gives, and back as sec_to_gc does', async () => {
    for (const meters of [-5, 0, 1, 1609.344, 8046.72, 80_467.2, 5_000_000, 20_000_000, 50_000_000]) {
      const row = await one<number>(sql`select gc_to_sec(${meters}::float8) as chord,
        sec_to_gc(gc_to_sec(${meters}::float8)) as back, ${greatCircleOf(sql`gc_to_sec(${meters}::float8)`)} as ours`);
      expect(Math.abs(chordOf(meters) - Number(row.chord))).toBeLessThan(1e-6);
      expect(Math.abs(Number(row.ours) - Number(row.back))).toBeLessThan(1e-6);
    }
  });

  it('builds the same box as earth_box and the same distance as earth_distance', async () => {
    const [lat, lng] = PLACES[0]!;
    const ours = sql`cube_enlarge(${cubeOf(earthPoint(lat, lng))}, ${chordOf(40_233.6)}::float8, 3)`;
    const theirs = sql`earth_box(ll_to_earth(${lat}::float8, ${lng}::float8), 40233.6::float8)`;
    const corners = await one<number>(sql`select greatest(
        ${sql.join(
          [1, 2, 3].flatMap((d) => [
            sql`abs(cube_ll_coord(${ours}, ${d}) - cube_ll_coord(${theirs}, ${d}))`,
            sql`abs(cube_ur_coord(${ours}, ${d}) - cube_ur_coord(${theirs}, ${d}))`,
          ]),
          sql`, `,
        )}) as most`);
    expect(Number(corners.most)).toBeLessThan(0.001);
    const fortLauderdale = sql`ll_to_earth(26.1224::float8, -80.1373::float8)`;
    const row = await one<number>(sql`select
        earth_distance(ll_to_earth(${lat}::float8, ${lng}::float8), ${fortLauderdale}) as theirs,
        ${greatCircleOf(sql`cube_distance(${cubeOf(earthPoint(lat, lng))}, ${fortLauderdale})`)} as ours`);
    expect(Number(row.theirs)).toBeGreaterThan(40_000);
    expect(Math.abs(Number(row.ours) - Number(row.theirs))).toBeLessThan(0.001);
  });
});

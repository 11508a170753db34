import { z } from 'zod';

const uuid = z.uuid();

/**
 * Ids in paths are checked here rather than by the route's schema: a malformed id names nothing,
 * so it is the same 404 as an unknown one (and never reaches the database as a cast error).
 */
export const isUuid = (value: string): boolean => uuid.safeParse(value).success;

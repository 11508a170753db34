import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.ts';
import { validationProblem } from './errors.ts';

/** Every module's routes are OpenAPIHono apps validated by the shared zod schemas. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationProblem(c, result.error);
    },
  });
}

/**
 * An {id} path parameter, documented as a uuid but not checked here: the service checks it, so a
 * malformed id is the same 404 as an unknown one.
 */
export const idParam = z.object({ id: z.string().openapi({ format: 'uuid' }) });

/** A route's JSON answer, as the OpenAPI document describes it. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A route's answer in another type than JSON (a file, an event stream): text, as the document says. */
export const textAnswer = <M extends string>(mediaType: M, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.string() } } as Record<M, { schema: z.ZodString }>,
});

/** A route's required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true as const,
});

/** The refusals of a super admin's route, as the OpenAPI document describes them. */
export const superAdminRefusals = {
  401: { description: 'Not signed in' },
  403: { description: 'Not a super admin' },
} as const;

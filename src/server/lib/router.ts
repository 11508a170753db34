import { OpenAPIHono } from '@hono/zod-openapi';
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

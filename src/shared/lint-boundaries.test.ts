// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Shared code is imported by both sides, so it imports neither (eslint.config.js, ADR 17): shown
 * refusing each side by alias and by path, and letting a shared import through.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
const file = 'src/shared/boundary-check.ts';

async function findings(code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.map((m) => m.ruleId);
}

// The first lint loads the whole configuration (seconds on a busy machine), more than a unit test's 5 s.
describe('shared import boundaries', { timeout: 30_000 }, () => {
  it.each([
    "import type { AppEnv } from '#server/app-env.ts';\nexport type X = AppEnv;\n",
    "import type { AppEnv } from '../server/app-env.ts';\nexport type X = AppEnv;\n",
    "import { paths } from '#web/config/paths.ts';\nexport const x = paths;\n",
    "import { paths } from '../web/config/paths.ts';\nexport const x = paths;\n",
  ])('refuses %s', async (refused) => {
    expect(await findings(refused)).toContain('no-restricted-imports');
  });

  it('lets shared code import shared code', async () => {
    expect(
      await findings("import { ROLE_BADGE } from './roles.ts';\nexport const x = ROLE_BADGE;\n"),
    ).toEqual([]);
  });
});

// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web's import boundaries in eslint.config.js (ADR 17), each shown refusing one import and letting
 * a clean one through. The snippets are linted as if they lived at `file`; what they import is real.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function findings(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.map((m) => m.ruleId);
}

const boundaries = [
  {
    name: 'a feature never imports another feature',
    rule: 'import-x/no-restricted-paths',
    file: 'src/web/features/home/boundary-check.ts',
    refused: "import { profileQuery } from '../providers/api/profile.ts';\nexport const x = profileQuery;\n",
    allowed:
      "import { HomePage } from './home-page.tsx';\nimport { apiFetch } from '../../lib/api-client.ts';\nexport const x = [HomePage, apiFetch];\n",
  },
  {
    name: 'shared components never import a feature',
    rule: 'import-x/no-restricted-paths',
    file: 'src/web/components/boundary-check.ts',
    refused: "import { HomePage } from '../features/home/home-page.tsx';\nexport const x = HomePage;\n",
    allowed: "import { Button } from './ui/button.tsx';\nexport const x = Button;\n",
  },
  {
    name: 'shared lib never imports a feature, even when loaded later',
    rule: 'import-x/no-restricted-paths',
    file: 'src/web/lib/boundary-check.ts',
    refused: "export const load = () => import('../features/home/home-page.tsx');\n",
    allowed: "export const load = () => import('./api-client.ts');\n",
  },
  {
    name: 'shared lib never imports the app',
    rule: 'import-x/no-restricted-paths',
    file: 'src/web/lib/boundary-check.ts',
    refused: "import { routes } from '../app/router.tsx';\nexport const x = routes;\n",
    allowed: "import { paths } from '../config/paths.ts';\nexport const x = paths;\n",
  },
  {
    name: 'web code never imports server code by alias',
    rule: 'no-restricted-imports',
    file: 'src/web/features/home/boundary-check.ts',
    refused: "import type { AppEnv } from '#server/app-env.ts';\nexport type X = AppEnv;\n",
    allowed: "import type { Role } from '#shared/roles.ts';\nexport type X = Role;\n",
  },
  {
    name: 'web code never imports server code by path',
    rule: 'no-restricted-imports',
    file: 'src/web/features/home/boundary-check.ts',
    refused: "import { createApp } from '../../../server/app.ts';\nexport const x = createApp;\n",
    allowed: "import { ROLE_BADGE } from '#shared/roles.ts';\nexport const x = ROLE_BADGE;\n",
  },
];

describe('web import boundaries', () => {
  for (const { name, rule, file, refused, allowed } of boundaries) {
    it(name, async () => {
      expect(await findings(file, refused)).toContain(rule);
      expect(await findings(file, allowed)).toEqual([]);
    });
  }
});

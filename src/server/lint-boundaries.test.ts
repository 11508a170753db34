import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's import boundaries in eslint.config.js (ADR 17), each shown refusing one import and
 * letting a clean one through. The snippets are linted as if they lived at `file`; what they import is
 * real, so a cycle is one the snippet would close with the code as it is.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function findings(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.map((m) => m.ruleId);
}

const boundaries = [
  {
    name: "a module never imports another module's repository",
    rule: 'import-x/no-restricted-paths',
    file: 'src/server/modules/reviews/boundary-check.ts',
    refused: "import { countUnread } from '../messaging/repository.ts';\nexport const x = countUnread;\n",
    allowed:
      "import { countUnread } from '../messaging/index.ts';\nimport * as repo from './repository.ts';\nexport const x = [countUnread, repo];\n",
  },
  {
    name: "a module never imports another module's repository by alias",
    rule: 'import-x/no-restricted-paths',
    file: 'src/server/modules/reviews/boundary-check.ts',
    refused:
      "import { countUnread } from '#server/modules/messaging/repository.ts';\nexport const x = countUnread;\n",
    allowed:
      "import { countUnread } from '#server/modules/messaging/index.ts';\nexport const x = countUnread;\n",
  },
  {
    name: "a module never imports another module's other repositories either",
    rule: 'import-x/no-restricted-paths',
    file: 'src/server/modules/reviews/boundary-check.ts',
    refused:
      "import { searchProviders } from '../providers/search-repository.ts';\nexport const x = searchProviders;\n",
    allowed:
      "import { runProviderSearch } from '../providers/search-service.ts';\nexport const x = runProviderSearch;\n",
  },
  {
    name: "a module never imports another module's other files, only its index.ts or service",
    rule: 'import-x/no-restricted-paths',
    file: 'src/server/modules/reviews/boundary-check.ts',
    refused:
      "import { newReviewNotice } from '../notifications/texts.ts';\nexport const x = newReviewNotice;\n",
    allowed:
      "import { newReviewNotice } from '../notifications/index.ts';\nimport { actingFor } from '../caregivers/service.ts';\nexport const x = [newReviewNotice, actingFor];\n",
  },
  {
    name: "a module never imports another module's other files by alias either",
    rule: 'import-x/no-restricted-paths',
    file: 'src/server/modules/messaging/boundary-check.ts',
    refused:
      "import { publishToUsers } from '#server/modules/realtime/user-streams.ts';\nexport const x = publishToUsers;\n",
    allowed:
      "import { publishToUsers } from '#server/modules/realtime/index.ts';\nimport { sendMessage } from './service.ts';\nexport const x = [publishToUsers, sendMessage];\n",
  },
  {
    name: 'no import cycle: lib/http.ts already imports lib/errors.ts',
    rule: 'import-x/no-cycle',
    file: 'src/server/lib/errors.ts',
    refused: "import { requireUser } from './http.ts';\nexport const x = requireUser;\n",
    allowed: "import { isUuid } from './ids.ts';\nexport const x = isUuid;\n",
  },
  {
    name: 'no import cycle: the routes already import their service',
    rule: 'import-x/no-cycle',
    file: 'src/server/modules/reviews/service.ts',
    refused: "import { reviewRoutes } from './routes.ts';\nexport const x = reviewRoutes;\n",
    allowed: "import type { AppEnv } from '../../app-env.ts';\nexport type X = AppEnv;\n",
  },
];

describe('server import boundaries', () => {
  for (const { name, rule, file, refused, allowed } of boundaries) {
    it(name, async () => {
      expect(await findings(file, refused)).toContain(rule);
      expect(await findings(file, allowed)).toEqual([]);
    });
  }
});

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

/**
 * Every web file's words come from the catalogues (eslint.config.js, ADR 19); the snippets are linted
 * as if they were the header. (The JSX rule passes over anything under an all-capitals name, which it
 * takes for a constant.)
 */
const TRANSLATED = 'src/web/components/layout/header.tsx';
const translated = "import { useT } from '../../lib/i18n.tsx';\n";

describe('words a person reads come from the catalogues', () => {
  it.each([
    ['text in JSX', 'export const Greeting = () => <p>Find a doctor</p>;\n'],
    ['a label a screen reader says', 'export const Greeting = () => <nav aria-label="Main">x</nav>;\n'],
    ['a placeholder', 'export const Greeting = () => <input placeholder="Search providers" />;\n'],
  ])('refuses %s', async (_what, code) => {
    expect(await findings(TRANSLATED, code)).toContain('i18next/no-literal-string');
  });

  it('lets words from t(), and attributes that are not words, through', async () => {
    const code =
      translated +
      'export function Greeting() {\n  const t = useT();\n' +
      '  return <a href="/about" className="mt-2" lang="es" aria-label={t(\'common.nav.about\')}>' +
      "{t('common.nav.home')} 2026</a>;\n}\n";
    expect(await findings(TRANSLATED, code)).toEqual([]);
  });

  it.each([
    ['a toast of fixed words', "toast.success('Saved to your providers');"],
    ['a toast built from a name', 'toast(`Opening conversation with ${name}`);'],
    ['a fixed language for dates', "new Intl.DateTimeFormat('en-US').format(new Date());"],
  ])('refuses %s, outside JSX too', async (_what, line) => {
    const code = `import { toast } from 'sonner';\nexport const say = (name: string) => {\n  ${line}\n};\n`;
    expect(await findings('src/web/lib/toast-check.ts', code)).toContain('no-restricted-syntax');
  });

  it('lets a toast of words from t(), and the page language, through', async () => {
    const code =
      "import { toast } from 'sonner';\nimport type { Translate } from '#shared/i18n/translate.ts';\n" +
      'export const say = (t: Translate, locale: string) => {\n' +
      "  toast.success(t('common.favorites.saveFailed'));\n" +
      '  return new Intl.DateTimeFormat(locale).format(new Date());\n};\n';
    expect(await findings('src/web/lib/toast-check.ts', code)).toEqual([]);
  });
});

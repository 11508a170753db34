import { existsSync } from 'node:fs';
import { IMPORT_FORMATS, type ImportFormat } from '../modules/directory-import/records.ts';
import { formatReport, importDirectoryFile } from '../modules/directory-import/service.ts';
import { readOptions, runBulkCli, UsageError } from './run.ts';

// npm run import -- [--format cms|nppes|hospitals] FILE [--state FL]: public directory files →
// unclaimed listings; without --format the file's header says which it is. On the embedded
// database it needs the server stopped: it is not handed over like user:create.
const usage = 'Usage: npm run import -- [--format cms|nppes|hospitals] FILE [--state FL]';

await runBulkCli(async ({ database }) => {
  const { values, positionals } = readOptions(
    { allowPositionals: true, options: { format: { type: 'string' }, state: { type: 'string' } } },
    usage,
  );
  const format = values.format;
  if (format !== undefined && !IMPORT_FORMATS.includes(format as ImportFormat))
    throw new UsageError(`--format must be cms, nppes or hospitals. ${usage}`);
  const path = positionals[0];
  if (!path || positionals.length > 1) throw new UsageError(`Name one file to import. ${usage}`);
  if (!existsSync(path)) throw new UsageError(`There is no file at ${path}.`);
  if (values.state !== undefined && !/^[A-Za-z]{2}$/.test(values.state))
    throw new UsageError(`--state must be two letters, such as FL. ${usage}`);
  const report = await importDirectoryFile(database.db, {
    format: format as ImportFormat | undefined,
    path,
    state: values.state ?? null,
    onProgress: (rows) => {
      if (rows % 100_000 < 500) console.log(`  ${rows} rows read`);
    },
  });
  console.log(formatReport(report));
});

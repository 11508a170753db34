import { adminRequestSchema } from './admin-commands.ts';
import { readOptions, runAdminCli } from './run.ts';

// npm run user:create -- --email E --password P --role R [--first F --last L]
// The only way to make staff accounts (there are no default admin passwords). Works while the
// server runs on the embedded database too: it hands the request over (cli/run.ts).
const usage = 'Usage: npm run user:create -- --email E --password P --role R [--first F --last L]';

await runAdminCli(() => {
  const { values } = readOptions(
    {
      options: {
        email: { type: 'string', default: '' },
        password: { type: 'string', default: '' },
        role: { type: 'string', default: '' },
        first: { type: 'string', default: '' },
        last: { type: 'string', default: '' },
      },
    },
    usage,
  );
  return adminRequestSchema.parse({
    command: 'user:create',
    account: {
      email: values.email,
      password: values.password,
      role: values.role,
      firstName: values.first,
      lastName: values.last,
    },
  });
});

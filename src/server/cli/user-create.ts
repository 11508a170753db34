import { parseArgs } from 'node:util';
import { createVerifiedUser } from '../modules/accounts/service.ts';
import { runCli } from './run.ts';

// npm run user:create -- --email E --password P --role R [--first F --last L]
// The only way to make staff accounts (there are no default admin passwords).
await runCli(async ({ database }) => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string', default: '' },
      password: { type: 'string', default: '' },
      role: { type: 'string', default: '' },
      first: { type: 'string', default: '' },
      last: { type: 'string', default: '' },
    },
  });
  const user = await createVerifiedUser(database.db, {
    email: values.email,
    password: values.password,
    role: values.role as 'patient',
    firstName: values.first,
    lastName: values.last,
  });
  console.log(`Created ${user.role} account ${values.email.trim().toLowerCase()}. It can sign in now.`);
});

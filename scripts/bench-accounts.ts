// Makes the signed-in patients of `npm run bench`'s mixed load: `tsx scripts/bench-accounts.ts N` adds
// N verified patient accounts (those already there are kept, so a kept benchmark database can be reused)
// and prints {"password", "emails"} as one JSON line. It runs before the server starts, because the
// embedded database admits one process at a time.
import { inArray } from 'drizzle-orm';
import { runCli, UsageError } from '../src/server/cli/run.ts';
import { users } from '../src/server/db/schema/index.ts';
import { createVerifiedUser } from '../src/server/modules/accounts/service.ts';

const PASSWORD = 'bench-password-1';

await runCli(async ({ database }) => {
  const count = Number(process.argv[2] ?? 100);
  if (!Number.isInteger(count) || count < 1 || count > 10_000)
    throw new UsageError('Usage: tsx scripts/bench-accounts.ts N (1 to 10000 patients)');
  const emails = Array.from({ length: count }, (_, i) => `bench-patient-${i + 1}@example.test`);
  const existing = new Set(
    (await database.db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map(
      (u) => u.email,
    ),
  );
  for (const [i, email] of emails.entries()) {
    if (existing.has(email)) continue;
    await createVerifiedUser(database.db, {
      email,
      password: PASSWORD,
      role: 'patient',
      firstName: 'Bench',
      lastName: `Patient ${i + 1}`,
    });
  }
  console.log(JSON.stringify({ password: PASSWORD, emails }));
});

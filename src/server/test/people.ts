import { randomUUID } from 'node:crypto';
import type { Role } from '#shared/roles.ts';
import type { App } from '../app.ts';
import type { AppDeps } from '../app-env.ts';
import { providerProfiles } from '../db/schema/index.ts';
import { createVerifiedUser } from '../modules/accounts/service.ts';
import { apiClient, uniqueEmail } from './harness.ts';

export const PASSWORD = 'long-enough-1';

/** A new verified account of the role, signed in through the real sign-in route. */
export async function signedInUser(
  app: App,
  deps: AppDeps,
  role: Role,
  names: { firstName?: string; lastName?: string } = {},
) {
  const email = uniqueEmail(role);
  const { id } = await createVerifiedUser(deps.database.db, { email, password: PASSWORD, role, ...names });
  const client = apiClient(app);
  const res = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return { id, email, client };
}

export type ProviderValues = Partial<typeof providerProfiles.$inferInsert>;

/** A listed (approved, active) provider unless told otherwise, with a unique name. */
export async function addProvider(deps: AppDeps, values: ProviderValues = {}) {
  const [row] = await deps.database.db
    .insert(providerProfiles)
    .values({
      firstName: 'Test',
      lastName: `Provider${randomUUID().slice(0, 6)}`,
      city: 'Miami',
      state: 'FL',
      profileStatus: 'approved',
      status: 'active',
      ...values,
    })
    .returning({ id: providerProfiles.id });
  return row!.id;
}

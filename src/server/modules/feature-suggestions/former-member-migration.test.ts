import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { featureSuggestions } from '../../db/schema/index.ts';
import { testServices, uniqueEmail } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { createVerifiedUser } from '../accounts/service.ts';

/**
 * Migration 0030 empties the English 'Former member' that deleting an account used to leave as a
 * suggestion's sender, as the deletion does now, so the admin page words it in its reader's language.
 */
const MIGRATION = readFileSync(
  new URL('../../db/migrations/0030_former_member_suggestions.sql', import.meta.url),
  'utf8',
);

let deps: AppDeps;
let app: App;
beforeAll(async () => {
  ({ deps, app } = await testServices());
});

async function suggestion(
  title: string,
  sender: { userId: string | null; userEmail: string; userName: string },
) {
  const [row] = await deps.database.db
    .insert(featureSuggestions)
    .values({ title, description: 'Larger buttons, please.', userRole: 'patient', ...sender })
    .returning({ id: featureSuggestions.id });
  return row!.id;
}

const senderOf = async (id: string) =>
  (
    await deps.database.db
      .select({ userName: featureSuggestions.userName, userEmail: featureSuggestions.userEmail })
      .from(featureSuggestions)
      .where(eq(featureSuggestions.id, id))
  )[0];

describe('migration 0030: a deleted sender is no longer named in English', () => {
  it("empties the old 'Former member', and leaves every name someone has", async () => {
    const tag = `former-${Date.now()}`;
    // Anonymised by an account deletion before this change.
    const anonymised = await suggestion(`${tag} anonymised`, {
      userId: null,
      userEmail: '',
      userName: 'Former member',
    });
    // An account whose name is 'Former member', and a sender whose address is still known.
    const email = uniqueEmail('patient');
    const { id: userId } = await createVerifiedUser(deps.database.db, {
      email,
      password: 'long-enough-1',
      role: 'patient',
    });
    const named = await suggestion(`${tag} named`, { userId, userEmail: email, userName: 'Former member' });
    const withAddress = await suggestion(`${tag} address`, {
      userId: null,
      userEmail: 'rosa@example.com',
      userName: 'Former member',
    });

    await deps.database.db.execute(sql.raw(MIGRATION));

    expect(await senderOf(anonymised)).toEqual({ userName: '', userEmail: '' });
    expect(await senderOf(named)).toEqual({ userName: 'Former member', userEmail: email });
    expect(await senderOf(withAddress)).toEqual({ userName: 'Former member', userEmail: 'rosa@example.com' });

    // The admin list now says no name, which the page words in its reader's language.
    const admin = await signedInUser(app, deps, 'super_admin');
    const listed = await admin.client.get(`/api/admin/feature-suggestions?q=${tag}`);
    const byId = new Map(
      (listed.body.suggestions as { id: string; userName: string | null }[]).map((s) => [s.id, s.userName]),
    );
    expect(byId.get(anonymised)).toBeNull();
    expect(byId.get(named)).toBe('Former member');
  });
});

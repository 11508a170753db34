import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-env.ts';
import { providerApplicationEvents, providerApplications, providerProfiles } from '../../db/schema/index.ts';
import { testServices, uniqueEmail } from '../../test/harness.ts';
import { addProvider } from '../../test/people.ts';
import { createVerifiedUser } from '../accounts/service.ts';

/**
 * Migration 0025 takes back the sign-in address that final approval used to copy into the public
 * profile, and leaves every e-mail the provider may have chosen.
 */
const MIGRATION = readFileSync(
  new URL('../../db/migrations/0025_provider_public_email_not_sign_in.sql', import.meta.url),
  'utf8',
);

let deps: AppDeps;
beforeAll(async () => {
  ({ deps } = await testServices());
});

const HOUR = 3_600_000;

async function providerAccount() {
  const email = uniqueEmail('provider');
  const { id } = await createVerifiedUser(deps.database.db, {
    email,
    password: 'long-enough-1',
    role: 'provider',
  });
  return { id, email };
}

/** An application of the account, approved at `approvedAt`. */
async function approvedApplication(user: { id: string; email: string }, approvedAt: Date) {
  const [app] = await deps.database.db
    .insert(providerApplications)
    .values({
      userId: user.id,
      fullName: 'Elena Morales',
      titleRole: 'Physician',
      phone: '(305) 555-0142',
      email: user.email,
      preferredContact: 'Email',
      practiceName: 'Morales Family Care',
      businessAddress: '100 Miracle Mile, Coral Gables, FL 33134',
      practicePhone: '(305) 555-0142',
      taxonomyCode: '207Q00000X',
      medicareParticipation: 'Yes',
      acceptingNewPatients: 'Yes',
      languages: ['English'],
      referralSource: 'Email',
      accurateInformationConfirmed: true,
      prescreenAcknowledged: true,
      applicationStatus: 'approved',
    })
    .returning({ id: providerApplications.id });
  await deps.database.db.insert(providerApplicationEvents).values({
    applicationId: app!.id,
    fromStatus: 'photoshoot_completed',
    toStatus: 'approved',
    createdAt: approvedAt,
  });
}

const emailOf = async (profileId: string) =>
  (
    await deps.database.db
      .select({ email: providerProfiles.email })
      .from(providerProfiles)
      .where(eq(providerProfiles.id, profileId))
  )[0]!.email;

describe('migration 0025: the public e-mail is never the copied sign-in address', () => {
  it('clears the copy, and keeps what the provider may have chosen', async () => {
    const approvedAt = new Date(Date.now() - 48 * HOUR);

    // Made by the approval from the application: the copy, cleared (whatever its case).
    const made = await providerAccount();
    await approvedApplication(made, approvedAt);
    const madeProfile = await addProvider(deps, {
      userId: made.id,
      email: made.email.toUpperCase(),
      createdAt: approvedAt,
    });

    // An imported listing the approval handed over: the copy replaced the public data, cleared.
    const claimer = await providerAccount();
    await approvedApplication(claimer, approvedAt);
    const claimed = await addProvider(deps, {
      userId: claimer.id,
      email: claimer.email,
      listingSource: 'cms',
      createdAt: new Date(approvedAt.getTime() - 400 * 24 * HOUR),
    });

    // Their own profile from before approval, holding the same address: they may have typed it.
    const early = await providerAccount();
    await approvedApplication(early, approvedAt);
    const earlyProfile = await addProvider(deps, {
      userId: early.id,
      email: early.email,
      createdAt: new Date(approvedAt.getTime() - HOUR),
    });

    // Another address they chose; the sign-in address on a profile never approved from an application.
    const chooser = await providerAccount();
    await approvedApplication(chooser, approvedAt);
    const chosen = await addProvider(deps, {
      userId: chooser.id,
      email: 'front-desk@practice.example',
      createdAt: approvedAt,
    });
    const direct = await providerAccount();
    const directProfile = await addProvider(deps, { userId: direct.id, email: direct.email });

    await deps.database.db.execute(sql.raw(MIGRATION));

    expect(await emailOf(madeProfile)).toBeNull();
    expect(await emailOf(claimed)).toBeNull();
    expect(await emailOf(earlyProfile)).toBe(early.email);
    expect(await emailOf(chosen)).toBe('front-desk@practice.example');
    expect(await emailOf(directProfile)).toBe(direct.email);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '#shared/providers/profile.ts';
import { REVIEW_MESSAGES } from '#shared/reviews/reviews.ts';
import type {
  MyProviderReviewsDto,
  ProviderReviewsDto,
  ReviewDto,
  ReviewResponseDto,
} from '#shared/reviews/review-schemas.ts';
import {
  providerProfiles,
  reviewLikes,
  reviewResponses,
  reviews,
  userActivity,
} from '../../db/schema/index.ts';
import { appointments } from '../../db/schema/index.ts';
import { apiClient, testServices } from '../../test/harness.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { inEnglish, serverTranslator } from '../../lib/i18n.ts';
import { REVIEWS_LISTED } from './repository.ts';
import { ALREADY_ANSWERED, NOT_YOUR_PROVIDER, NOT_YOUR_REVIEW, PATIENTS_ONLY } from './service.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

type Client = ReturnType<typeof apiClient>;
const patient = (first = 'Maria', last = 'Garcia') =>
  signedInUser(app, deps, 'patient', { firstName: first, lastName: last });

/** A listed provider with its own word in its about text (so a search finds it alone) and a signed-in owner. */
async function ownedProvider() {
  const owner = await signedInUser(app, deps, 'provider', { firstName: 'Olga', lastName: 'Owner' });
  const word = `reviewtag${randomUUID().slice(0, 8)}`;
  const id = await addProvider(deps, {
    userId: owner.id,
    firstName: 'Olga',
    lastName: 'Owner',
    professionalTitle: 'md',
    practiceName: 'Owner Family Care',
    about: word,
    businessAddress: '1 Test Rd, Miami, FL 33145',
  });
  return { id, owner, word };
}

async function stored(providerId: string) {
  const [row] = await deps.database.db
    .select({ rating: providerProfiles.ratingAverage, count: providerProfiles.reviewCount })
    .from(providerProfiles)
    .where(eq(providerProfiles.id, providerId));
  return row!;
}

/** What search shows for the provider: the copy the provider_search trigger keeps. */
async function searchCard(word: string) {
  const res = await apiClient(app).get(`/api/providers/search?q=${word}`);
  const cards = res.body.providers as { rating: number; reviewCount: number }[];
  expect(cards).toHaveLength(1);
  return { rating: cards[0]!.rating, count: cards[0]!.reviewCount };
}

const write = (
  client: Pick<Client, 'post'>,
  providerId: string,
  body: Record<string, unknown> = { rating: 4, content: 'Kind and careful.' },
) => client.post(`/api/providers/${providerId}/reviews`, body);
const list = async (client: Pick<Client, 'get'>, providerId: string) => {
  const res = await client.get(`/api/providers/${providerId}/reviews`);
  expect(res.status).toBe(200);
  return res.body as unknown as ProviderReviewsDto;
};
const reviewCount = async (providerId: string) =>
  (
    await deps.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.providerProfileId, providerId))
  ).length;

describe('writing, editing and deleting reviews', () => {
  it('keeps the stored rating and count in step with every change, and search sees it', async () => {
    const { id, word } = await ownedProvider();
    const maria = await patient('Maria', 'garcia');
    const res = await write(maria.client, id, { rating: 4, content: '  Kind and careful.  ' });
    expect(res.status).toBe(201);
    const review = res.body as unknown as ReviewDto;
    expect(review).toMatchObject({
      providerProfileId: id,
      rating: 4,
      content: 'Kind and careful.',
      recommend: true,
      isAnonymous: false,
      reviewerName: 'Maria G.',
      isVerified: false,
      edited: false,
      likeCount: 0,
      likedByMe: false,
      isMine: true,
      response: null,
    });
    expect(await stored(id)).toEqual({ rating: 4, count: 1 });
    expect(await searchCard(word)).toEqual({ rating: 4, count: 1 });

    const ann = await patient('Ann', 'Lee');
    expect((await write(ann.client, id, { rating: 1, content: '   ', isAnonymous: true })).status).toBe(201);
    expect(await stored(id)).toEqual({ rating: 2.5, count: 2 });

    const edited = await maria.client.patch(`/api/reviews/${review.id}`, {
      rating: 5,
      content: 'Even better.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ rating: 5, content: 'Even better.', edited: true });
    expect(await stored(id)).toEqual({ rating: 3, count: 2 });
    expect(await searchCard(word)).toEqual({ rating: 3, count: 2 });

    expect((await maria.client.delete(`/api/reviews/${review.id}`)).status).toBe(204);
    expect(await stored(id)).toEqual({ rating: 1, count: 1 });
    const annReview = (await list(ann.client, id)).own!;
    expect((await ann.client.delete(`/api/reviews/${annReview.id}`)).status).toBe(204);
    expect(await stored(id)).toEqual({ rating: 0, count: 0 });
    expect(await searchCard(word)).toEqual({ rating: 0, count: 0 });
  });

  it("one review per patient per provider: 409 with the spec's words, also when sent twice at once", async () => {
    const { id } = await ownedProvider();
    const maria = await patient();
    expect((await write(maria.client, id)).status).toBe(201);
    const again = await write(maria.client, id, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(inEnglish(REVIEW_MESSAGES.duplicate));

    const ann = await patient();
    const both = await Promise.all([
      write(ann.client, id, { rating: 5 }),
      write(ann.client, id, { rating: 5 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await reviewCount(id)).toBe(2);
    expect(await stored(id)).toEqual({ rating: 4.5, count: 2 });
  });

  it('keeps the aggregate right when several patients review the same provider at once', async () => {
    const { id, word } = await ownedProvider();
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => patient()));
    const results = await Promise.all(people.map((p, i) => write(p.client, id, { rating: i + 1 })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await stored(id)).toEqual({ rating: 3, count: 5 });
    expect(await searchCard(word)).toEqual({ rating: 3, count: 5 });
  });

  it('lists newest first with the viewer’s own review apart, names and the anonymous', async () => {
    const { id } = await ownedProvider();
    const maria = await patient('Maria', 'Garcia');
    const ann = await patient('Ann', 'Lee');
    const joe = await patient('Joe', '');
    await write(maria.client, id, { rating: 5 });
    await write(ann.client, id, { rating: 3, isAnonymous: true, recommend: false });
    await write(joe.client, id, { rating: 4, content: 'Fine.' });

    const forGuest = await list(apiClient(app), id);
    expect(forGuest.own).toBeNull();
    expect(forGuest.canRespond).toBe(false);
    expect(forGuest.reviews.map((r) => r.reviewerName)).toEqual([
      'Joe',
      inEnglish(REVIEW_MESSAGES.anonymous),
      'Maria G.',
    ]);
    // The anonymous name is in the reader's language; a person's name is never translated.
    expect((await list(apiClient(app).speaking('es'), id)).reviews.map((r) => r.reviewerName)).toEqual([
      'Joe',
      'Persona anónima',
      'Maria G.',
    ]);
    expect(forGuest).toMatchObject({ total: 3, reviewCount: 3, rating: 4 });
    expect(forGuest.reviews.every((r) => !r.isMine && !r.isVerified && r.reviewerAvatarUrl === null)).toBe(
      true,
    );
    // Nothing identifies a reviewer beyond the shown name.
    const raw = JSON.stringify(forGuest);
    for (const who of [maria, ann, joe]) {
      expect(raw).not.toContain(who.email);
      expect(raw).not.toContain(who.id);
    }

    const forAnn = await list(ann.client, id);
    expect(forAnn.own).toMatchObject({
      isMine: true,
      isAnonymous: true,
      reviewerName: 'Anonymous User',
      recommend: false,
    });
    expect(forAnn.reviews.map((r) => r.reviewerName)).toEqual(['Joe', 'Maria G.']);
    expect(forAnn.total).toBe(3);

    // Verified only after a completed visit with this provider; a booked one is not enough.
    const visit = (who: { id: string }, status: string, date: string) => ({
      patientId: who.id,
      providerProfileId: id,
      appointmentDate: date,
      appointmentTime: '10:00',
      status,
      patientFirstName: 'A',
      patientLastName: 'B',
      patientEmail: 'a@example.com',
      patientPhone: '555-0100',
      patientDateOfBirth: '1950-01-01',
    });
    await deps.database.db
      .insert(appointments)
      .values([visit(maria, 'completed', '2026-01-05'), visit(joe, 'scheduled', '2026-01-06')]);
    const verified = await list(apiClient(app), id);
    expect(verified.reviews.filter((r) => r.isVerified).map((r) => r.reviewerName)).toEqual(['Maria G.']);
  });

  it('lets only the author edit, and only the author or a super admin delete', async () => {
    const { id, owner } = await ownedProvider();
    const maria = await patient();
    const review = (await write(maria.client, id, { rating: 5, content: 'Mine.' }))
      .body as unknown as ReviewDto;
    const other = await patient();
    const admin = await signedInUser(app, deps, 'super_admin');

    for (const who of [other.client, owner.client, admin.client]) {
      const res = await who.patch(`/api/reviews/${review.id}`, { rating: 1, content: 'Hijacked.' });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(inEnglish(NOT_YOUR_REVIEW));
    }
    const inSpanish = await other.client.speaking('es').patch(`/api/reviews/${review.id}`, { rating: 1 });
    expect(inSpanish.body).toMatchObject({
      detail: 'Solo puede cambiar o borrar sus propias reseñas.',
      code: NOT_YOUR_REVIEW,
    });
    for (const who of [other.client, owner.client]) {
      expect((await who.delete(`/api/reviews/${review.id}`)).status).toBe(403);
    }
    const guest = apiClient(app);
    expect((await guest.patch(`/api/reviews/${review.id}`, { rating: 1 })).status).toBe(401);
    expect((await guest.delete(`/api/reviews/${review.id}`)).status).toBe(401);
    const [row] = await deps.database.db
      .select({ rating: reviews.rating, content: reviews.content })
      .from(reviews)
      .where(eq(reviews.id, review.id));
    expect(row).toEqual({ rating: 5, content: 'Mine.' });
    expect(await stored(id)).toEqual({ rating: 5, count: 1 });

    expect(await auditCount(deps, { targetId: review.id })).toBe(0);
    expect((await admin.client.delete(`/api/reviews/${review.id}`)).status).toBe(204);
    expect(await stored(id)).toEqual({ rating: 0, count: 0 });
    expect((await maria.client.delete(`/api/reviews/${review.id}`)).status).toBe(404);
    // Removing someone else's review is moderation: the audit log keeps who and what it said.
    const entries = await auditEntries(deps, { targetId: review.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'review.delete',
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'review',
      before: { userId: maria.id, providerProfileId: id, rating: 5, content: 'Mine.' },
      after: null,
    });
  });

  it("does not log an author's deletion of their own review", async () => {
    const { id } = await ownedProvider();
    const maria = await patient();
    const review = (await write(maria.client, id, { rating: 4, content: 'Fine.' }))
      .body as unknown as ReviewDto;
    expect((await maria.client.delete(`/api/reviews/${review.id}`)).status).toBe(204);
    expect(await auditCount(deps, { targetId: review.id })).toBe(0);
  });

  it('lets only patients write, and guests not at all', async () => {
    const { id, owner } = await ownedProvider();
    const res = await write(owner.client, id);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(inEnglish(PATIENTS_ONLY));
    expect((await write(owner.client.speaking('es'), id)).body.detail).toBe(
      serverTranslator('es').t(PATIENTS_ONLY),
    );
    const org = await signedInUser(app, deps, 'organization_admin');
    expect((await write(org.client, id)).status).toBe(403);
    expect((await write(apiClient(app), id)).status).toBe(401);
    // A guest hears "sign in" before anything about the form.
    expect((await write(apiClient(app), id, { rating: 9 })).status).toBe(401);
    expect(await reviewCount(id)).toBe(0);
  });

  it('refuses bad input with the schema’s message and writes nothing', async () => {
    const { id } = await ownedProvider();
    const maria = await patient();
    const tooHigh = await write(maria.client, id, { rating: 6 });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.errors).toEqual({ rating: 'Rating must be between 1 and 5' });
    const tooLong = await write(maria.client, id, { rating: 4, content: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe('Review must be 500 characters or less');
    // In the request's language.
    const spanish = maria.client.speaking('es');
    expect((await write(spanish, id, { rating: 6 })).body.errors).toEqual({
      rating: 'La calificación debe ser de 1 a 5',
    });
    expect((await write(spanish, id, { rating: 4, content: 'x'.repeat(501) })).body.detail).toBe(
      'La reseña debe tener 500 caracteres o menos',
    );
    expect((await write(maria.client, id, { rating: 4.5 })).status).toBe(400);
    expect(await reviewCount(id)).toBe(0);
    expect(await stored(id)).toEqual({ rating: 0, count: 0 });

    const review = (await write(maria.client, id, { rating: 4, content: 'Good.' }))
      .body as unknown as ReviewDto;
    const bad = await maria.client.patch(`/api/reviews/${review.id}`, { rating: 0, content: 'Worse.' });
    expect(bad.status).toBe(400);
    const [row] = await deps.database.db
      .select({ content: reviews.content })
      .from(reviews)
      .where(eq(reviews.id, review.id));
    expect(row!.content).toBe('Good.');
  });

  it('404s reviews of providers that are not listed, and unknown or malformed review ids', async () => {
    const hidden = await addProvider(deps, { profileStatus: 'review' });
    const maria = await patient();
    const res = await write(maria.client, hidden);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(inEnglish(PROFILE_MESSAGES.notAvailable));
    expect((await maria.client.get(`/api/providers/${hidden}/reviews`)).status).toBe(404);
    for (const bad of [randomUUID(), 'nope']) {
      expect((await maria.client.patch(`/api/reviews/${bad}`, { rating: 3 })).status).toBe(404);
      expect((await maria.client.delete(`/api/reviews/${bad}`)).status).toBe(404);
      expect((await maria.client.put(`/api/reviews/${bad}/like`)).status).toBe(404);
    }
  });
});

describe('likes', () => {
  it('counts likes per review with the viewer’s own; liking twice (even at once) is one like', async () => {
    const { id } = await ownedProvider();
    const author = await patient();
    const review = (await write(author.client, id)).body as unknown as ReviewDto;
    const fan = await patient();
    const other = await signedInUser(app, deps, 'provider');
    const like = (c: Client) => c.put(`/api/reviews/${review.id}/like`);

    expect((await like(fan.client)).status).toBe(204);
    expect((await like(fan.client)).status).toBe(204);
    const both = await Promise.all([like(other.client), like(other.client)]);
    expect(both.map((r) => r.status)).toEqual([204, 204]);
    const seenByFan = (await list(fan.client, id)).reviews[0]!;
    expect(seenByFan).toMatchObject({ likeCount: 2, likedByMe: true });
    expect((await list(author.client, id)).own).toMatchObject({ likeCount: 2, likedByMe: false });

    expect((await fan.client.delete(`/api/reviews/${review.id}/like`)).status).toBe(204);
    expect((await fan.client.delete(`/api/reviews/${review.id}/like`)).status).toBe(204);
    expect((await list(fan.client, id)).reviews[0]).toMatchObject({ likeCount: 1, likedByMe: false });
    const rows = await deps.database.db.select().from(reviewLikes).where(eq(reviewLikes.reviewId, review.id));
    expect(rows).toHaveLength(1);
  });

  it("tells guests 'Please log in to like reviews'", async () => {
    const { id } = await ownedProvider();
    const review = (await write((await patient()).client, id)).body as unknown as ReviewDto;
    const guest = apiClient(app);
    for (const res of [
      await guest.put(`/api/reviews/${review.id}/like`),
      await guest.delete(`/api/reviews/${review.id}/like`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe(inEnglish(REVIEW_MESSAGES.likeSignIn));
    }
  });
});

describe('provider responses', () => {
  const activity = (providerId: string) =>
    deps.database.db
      .select({
        type: userActivity.activityType,
        userId: userActivity.userId,
        metadata: userActivity.metadata,
      })
      .from(userActivity)
      .where(and(eq(userActivity.providerProfileId, providerId)))
      .orderBy(userActivity.createdAt);

  it('lets the owning provider add, edit and delete a response, each with its activity row', async () => {
    const { id, owner } = await ownedProvider();
    const review = (await write((await patient()).client, id)).body as unknown as ReviewDto;
    const url = `/api/reviews/${review.id}/response`;

    const added = await owner.client.post(url, { content: '  Thank you!  ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      content: 'Thank you!',
      isTeamMemberResponse: false,
      providerName: 'Dr. Olga Owner, MD',
      practiceName: 'Owner Family Care',
    } satisfies Partial<ReviewResponseDto>);
    const again = await owner.client.post(url, { content: 'Twice?' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(inEnglish(ALREADY_ANSWERED));
    expect((await owner.client.speaking('es').post(url, { content: 'Twice?' })).body.detail).toBe(
      'Esta reseña ya tiene una respuesta.',
    );

    const forOwner = await list(owner.client, id);
    expect(forOwner.canRespond).toBe(true);
    expect(forOwner.reviews[0]!.response).toMatchObject({ content: 'Thank you!' });
    expect((await list(apiClient(app), id)).reviews[0]!.response).toMatchObject({ content: 'Thank you!' });

    const edited = await owner.client.patch(url, {
      content: 'Thank you, from the front desk.',
      isTeamMemberResponse: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      content: 'Thank you, from the front desk.',
      isTeamMemberResponse: true,
    });

    expect((await owner.client.delete(url)).status).toBe(204);
    expect((await owner.client.delete(url)).status).toBe(404);
    expect((await list(owner.client, id)).reviews[0]!.response).toBeNull();

    const rows = await activity(id);
    expect(rows.map((r) => r.type)).toEqual([
      'review_response_create',
      'review_response_update',
      'review_response_delete',
    ]);
    expect(rows.every((r) => r.userId === owner.id && r.metadata.review_id === review.id)).toBe(true);
  });

  it("signs the answer with the provider's name in the reader's language: 'Dra.' for a woman doctor in Spanish", async () => {
    const { id, owner } = await ownedProvider();
    await deps.database.db
      .update(providerProfiles)
      .set({ gender: 'female', title: 'Doctor' })
      .where(eq(providerProfiles.id, id));
    const review = (await write((await patient()).client, id)).body as unknown as ReviewDto;
    const added = await owner.client
      .speaking('es')
      .post(`/api/reviews/${review.id}/response`, { content: 'Gracias' });
    expect(added.body.providerName).toBe('Dra. Olga Owner, MD');
    const inSpanish = await list(apiClient(app).speaking('es'), id);
    expect(inSpanish.reviews[0]!.response!.providerName).toBe('Dra. Olga Owner, MD');
    const inEnglishList = await list(apiClient(app), id);
    expect(inEnglishList.reviews[0]!.response!.providerName).toBe('Dr. Olga Owner, MD');
  });

  it('refuses another provider, the reviewer and guests; a super admin may respond', async () => {
    const { id } = await ownedProvider();
    const author = await patient();
    const review = (await write(author.client, id)).body as unknown as ReviewDto;
    const url = `/api/reviews/${review.id}/response`;
    const stranger = (await ownedProvider()).owner;

    for (const who of [stranger.client, author.client]) {
      const res = await who.post(url, { content: 'Not mine to answer.' });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(inEnglish(NOT_YOUR_PROVIDER));
    }
    expect((await apiClient(app).post(url, { content: 'Guest' })).status).toBe(401);
    expect((await list(stranger.client, id)).canRespond).toBe(false);

    const admin = await signedInUser(app, deps, 'super_admin');
    expect((await admin.client.post(url, { content: 'From the CareConnect team.' })).status).toBe(201);
    for (const who of [stranger.client, author.client]) {
      expect((await who.patch(url, { content: 'Changed.' })).status).toBe(403);
      expect((await who.delete(url)).status).toBe(403);
    }
    const [row] = await deps.database.db
      .select({ content: reviewResponses.content })
      .from(reviewResponses)
      .where(eq(reviewResponses.reviewId, review.id));
    expect(row!.content).toBe('From the CareConnect team.');
    expect((await activity(id)).map((r) => r.type)).toEqual(['review_response_create']);
  });

  it("logs a super admin's answer, change and removal on a provider's behalf, and not the owner's", async () => {
    const { id, owner } = await ownedProvider();
    const review = (await write((await patient()).client, id)).body as unknown as ReviewDto;
    const url = `/api/reviews/${review.id}/response`;
    const stranger = (await ownedProvider()).owner;
    expect((await owner.client.post(url, { content: 'Thank you!' })).status).toBe(201);
    expect((await stranger.client.patch(url, { content: 'Mine now.' })).status).toBe(403);
    expect(await auditCount(deps, { targetId: review.id })).toBe(0);

    const admin = await signedInUser(app, deps, 'super_admin');
    expect((await admin.client.patch(url, { content: 'Thank you, from our team.' })).status).toBe(200);
    expect((await admin.client.delete(url)).status).toBe(204);
    expect((await admin.client.post(url, { content: 'Answered by CareConnect.' })).status).toBe(201);
    const entries = await auditEntries(deps, { targetId: review.id });
    expect(entries.map((e) => [e.action, e.actorId, e.targetType])).toEqual([
      ['review_response.update', admin.id, 'review_response'],
      ['review_response.delete', admin.id, 'review_response'],
      ['review_response.create', admin.id, 'review_response'],
    ]);
    expect(entries[0]).toMatchObject({
      before: { content: 'Thank you!' },
      after: { content: 'Thank you, from our team.' },
    });
    expect(entries[1]).toMatchObject({ before: { content: 'Thank you, from our team.' }, after: null });
    expect(entries[2]).toMatchObject({ before: null, after: { content: 'Answered by CareConnect.' } });
  });

  it('refuses an empty response with the schema’s message and writes nothing', async () => {
    const { id, owner } = await ownedProvider();
    const review = (await write((await patient()).client, id)).body as unknown as ReviewDto;
    const res = await owner.client.post(`/api/reviews/${review.id}/response`, { content: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Please write a response');
    expect(await activity(id)).toEqual([]);
  });
});

describe('GET /api/provider/reviews', () => {
  it("lists the signed-in provider's reviews; others are refused", async () => {
    const { id, owner } = await ownedProvider();
    await write((await patient()).client, id, { rating: 5 });
    await write((await patient()).client, id, { rating: 2 });
    const res = await owner.client.get('/api/provider/reviews');
    expect(res.status).toBe(200);
    const mine = res.body as unknown as MyProviderReviewsDto;
    expect(mine.providerProfileId).toBe(id);
    expect(mine.reviews.map((r) => r.rating)).toEqual([2, 5]);

    expect((await (await patient()).client.get('/api/provider/reviews')).status).toBe(403);
    expect((await apiClient(app).get('/api/provider/reviews')).status).toBe(401);
    const noProfile = await signedInUser(app, deps, 'provider');
    expect((await noProfile.client.get('/api/provider/reviews')).status).toBe(404);
  });
});

describe('a practice with more reviews than one list holds', () => {
  it('lists the newest REVIEWS_LISTED, and the viewer’s own review even when it is older', async () => {
    const { id } = await ownedProvider();
    const maria = await patient('Maria', 'Garcia');
    await write(maria.client, id, { rating: 4, content: 'My own, written first.' });
    // Authors whose accounts are gone (no user id), all newer than Maria's review.
    const later = (i: number) => new Date(Date.now() + (i + 1) * 1000);
    await deps.database.db.insert(reviews).values(
      Array.from({ length: REVIEWS_LISTED + 5 }, (_, i) => ({
        providerProfileId: id,
        rating: 5,
        content: `Review ${i}`,
        createdAt: later(i),
        updatedAt: later(i),
      })),
    );
    const forGuest = await list(apiClient(app), id);
    expect(forGuest.reviews).toHaveLength(REVIEWS_LISTED);
    expect(forGuest.reviews[0]!.content).toBe(`Review ${REVIEWS_LISTED + 4}`);
    const forMaria = await list(maria.client, id);
    expect(forMaria.own).toMatchObject({ isMine: true, content: 'My own, written first.' });
    expect(forMaria.reviews).toHaveLength(REVIEWS_LISTED - 1);
  });
});

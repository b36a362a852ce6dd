import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EDUCATION_MESSAGES,
  educationParentRoom,
  userRoom,
  ZEducationResponseSchema,
  type TEducationStatus,
} from '@cp/contracts';
import {
  designRestrictions,
  educationApprovals,
  educations,
  notifications,
  type UserRow,
} from '../src/db/schema';
import { RecordingPublisher } from '../src/domain/events/publisher';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLocation, createUser } from './helpers/fixtures';

const recorder = new RecordingPublisher();
let ctx: TestContext;
let schoolId: number;
let otherSchoolId: number;
let parentId: number;
let otherParentId: number;

type Person = { user: UserRow; agent: Agent };
let designer: Person;
let secondDesigner: Person;
let reviewerEn: Person;
let reviewerNl: Person;
let restricted: Person;
let otherAdmin: Person;

async function person(
  locationId: number,
  roles: ('admin' | 'designer' | 'user')[],
  language: 'nl' | 'en' | null = null,
): Promise<Person> {
  const user = await createUser(ctx.db, {
    language,
    memberships: [{ locationId, roles }],
  });
  return { user, agent: await ctx.agent().signIn(user.email) };
}

const path = (educationId: number, action: string, location = schoolId) =>
  `locations/${location}/educations/${educationId}/${action}`;

async function education(status: TEducationStatus = 'designing', name = 'Havo bovenbouw') {
  return (
    await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
      status,
      name,
    })
  ).id;
}

async function statusOf(id: number) {
  const [row] = await ctx.db.select().from(educations).where(eq(educations.id, id));
  return row;
}

const notificationsOf = (userId: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

/** Starts a review by `designer` asking the two reviewers. */
async function submitted(name?: string) {
  const id = await education('designing', name);
  const response = await designer.agent.request('POST', path(id, 'submit'), {
    body: { reviewer_ids: [reviewerEn.user.id, reviewerNl.user.id] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

beforeAll(async () => {
  ctx = await createTestContext({}, { publisher: recorder });
  schoolId = (await createLocation(ctx.db)).id;
  otherSchoolId = (await createLocation(ctx.db)).id;
  parentId = await createEducationParent(ctx.db, schoolId);
  otherParentId = await createEducationParent(ctx.db, otherSchoolId);
  designer = await person(schoolId, ['designer'], 'nl');
  secondDesigner = await person(schoolId, ['designer']);
  reviewerEn = await person(schoolId, ['user'], 'en');
  reviewerNl = await person(schoolId, ['user']);
  restricted = await person(schoolId, ['designer']);
  otherAdmin = await person(otherSchoolId, ['admin']);
  const elsewhere = await education('designing', 'Iets anders');
  await ctx.db
    .insert(designRestrictions)
    .values({ userId: restricted.user.id, locationId: schoolId, educationId: elsewhere });
});
afterAll(() => ctx?.close());
beforeEach(() => recorder.clear());

describe('submit for review', () => {
  it('moves designing to reviewing, clears old approvals and asks each reviewer in their language', async () => {
    const id = await education('designing', 'Vwo 4');
    await ctx.db
      .insert(educationApprovals)
      .values({ educationId: id, userId: secondDesigner.user.id });

    const response = await designer.agent.request('POST', path(id, 'submit'), {
      body: { reviewer_ids: [reviewerEn.user.id, reviewerNl.user.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = ZEducationResponseSchema.parse(response.json()).data;
    expect(data).toMatchObject({
      id,
      status: 'reviewing',
      requested_by: { id: designer.user.id, name: 'Test Gebruiker' },
      review_requested_at: ctx.clock.current.toISOString(),
      approvals: [],
      can_approve: false,
    });

    const [en] = await notificationsOf(reviewerEn.user.id);
    expect(en).toMatchObject({
      type: 'review_requested',
      notification: 'Test Gebruiker asks you to review Vwo 4',
    });
    const [nl] = await notificationsOf(reviewerNl.user.id);
    expect(nl).toMatchObject({
      type: 'review_requested',
      notification: 'Test Gebruiker vraagt je om Vwo 4 te beoordelen',
    });
    expect(recorder.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ room: userRoom(reviewerEn.user.id), event: 'notification' }),
        expect.objectContaining({ room: userRoom(reviewerNl.user.id), event: 'notification' }),
        {
          room: educationParentRoom(parentId),
          event: 'education_update',
          payload: { education_parent_id: parentId, education_id: id },
        },
      ]),
    );
    expect(recorder.events).toHaveLength(3);
  });

  it('works without reviewers', async () => {
    const id = await education();
    const response = await designer.agent.request('POST', path(id, 'submit'), { body: {} });
    expect(response.statusCode, response.body).toBe(200);
    expect((await statusOf(id))?.status).toBe('reviewing');
  });

  it('is refused twice (409) and when active', async () => {
    const id = await submitted();
    recorder.clear();
    for (const target of [id, await education('active')]) {
      const again = await designer.agent.request('POST', path(target, 'submit'), { body: {} });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'conflict',
        key: EDUCATION_MESSAGES.notDesigning,
      });
    }
    expect(recorder.events).toEqual([]);
  });

  it('refuses the caller, another location’s user and unknown users as reviewers; nothing changes', async () => {
    const id = await education('designing', 'Afgewezen');
    for (const reviewerIds of [
      [designer.user.id],
      [otherAdmin.user.id],
      [reviewerEn.user.id, 999_999],
    ]) {
      const response = await designer.agent.request('POST', path(id, 'submit'), {
        body: { reviewer_ids: reviewerIds },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().keys).toEqual({
        reviewer_ids: [EDUCATION_MESSAGES.reviewerInvalid],
      });
    }
    expect((await statusOf(id))?.status).toBe('designing');
    expect(await notificationsOf(reviewerEn.user.id)).not.toContainEqual(
      expect.objectContaining({ notification: expect.stringContaining('Afgewezen') }),
    );
    expect(recorder.events).toEqual([]);
  });

  it('needs design rights: 403 for a plain user and for a designer limited to other educations', async () => {
    const id = await education();
    expect(
      (await reviewerEn.agent.request('POST', path(id, 'submit'), { body: {} })).statusCode,
    ).toBe(403);
    const limited = await restricted.agent.request('POST', path(id, 'submit'), { body: {} });
    expect(limited.statusCode).toBe(403);
    expect(limited.json()).toMatchObject({
      code: 'design_restricted',
      key: EDUCATION_MESSAGES.designRestricted,
    });
    expect((await statusOf(id))?.status).toBe('designing');
  });

  it('keeps other locations out: 404 for an education elsewhere, 403 for a non-member', async () => {
    const foreign = (
      await createEducation(ctx.db, { locationId: otherSchoolId, educationParentId: otherParentId })
    ).id;
    const viaOwnLocation = await designer.agent.request('POST', path(foreign, 'submit'), {
      body: {},
    });
    expect(viaOwnLocation.statusCode).toBe(404);
    const id = await education();
    const nonMember = await otherAdmin.agent.request('POST', path(id, 'submit'), { body: {} });
    expect(nonMember.statusCode).toBe(403);
    const asMember = await otherAdmin.agent.request('POST', path(id, 'approve', otherSchoolId));
    expect(asMember.statusCode).toBe(404);
    expect((await statusOf(id))?.status).toBe('designing');
    expect((await statusOf(foreign))?.status).toBe('designing');
  });
});

describe('approve', () => {
  it('is refused while designing or active', async () => {
    for (const status of ['designing', 'active'] as const) {
      const id = await education(status);
      const response = await reviewerEn.agent.request('POST', path(id, 'approve'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ key: EDUCATION_MESSAGES.notReviewing });
      expect(
        await ctx.db
          .select()
          .from(educationApprovals)
          .where(eq(educationApprovals.educationId, id)),
      ).toEqual([]);
    }
  });

  it('is refused to the requester', async () => {
    const id = await submitted();
    const response = await designer.agent.request('POST', path(id, 'approve'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      key: EDUCATION_MESSAGES.ownReview,
    });
  });

  it('counts one approval per user (sequentially) and tells the requester each time', async () => {
    const id = await submitted('Mavo 3');
    recorder.clear();
    const first = await reviewerEn.agent.request('POST', path(id, 'approve'));
    expect(first.statusCode, first.body).toBe(200);
    const data = ZEducationResponseSchema.parse(first.json()).data;
    expect(data.status).toBe('reviewing');
    expect(data.approvals.map((approval) => approval.user.id)).toEqual([reviewerEn.user.id]);
    expect(data.can_approve).toBe(false);

    const requesterNotes = await notificationsOf(designer.user.id);
    expect(requesterNotes.at(-1)).toMatchObject({
      type: 'review_approved',
      notification: 'Test Gebruiker heeft Mavo 3 goedgekeurd',
    });
    expect(recorder.events.map((event) => [event.room, event.event])).toEqual([
      [userRoom(designer.user.id), 'notification'],
      [educationParentRoom(parentId), 'education_update'],
    ]);

    recorder.clear();
    const twice = await reviewerEn.agent.request('POST', path(id, 'approve'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ key: EDUCATION_MESSAGES.alreadyApproved });
    expect(recorder.events).toEqual([]);
    expect(await notificationsOf(designer.user.id)).toHaveLength(requesterNotes.length);
    expect((await statusOf(id))?.status).toBe('reviewing');
  });

  it('lets two racing approvals of one user count once', async () => {
    const id = await submitted();
    recorder.clear();
    const answers = await Promise.all([
      reviewerNl.agent.request('POST', path(id, 'approve')),
      reviewerNl.agent.request('POST', path(id, 'approve')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ key: EDUCATION_MESSAGES.alreadyApproved });
    const approvals = await ctx.db
      .select()
      .from(educationApprovals)
      .where(eq(educationApprovals.educationId, id));
    expect(approvals).toHaveLength(1);
    expect((await statusOf(id))?.status).toBe('reviewing');
    // Only the winner's notification and update went out.
    expect(recorder.events.filter((event) => event.event === 'education_update')).toHaveLength(1);
  });

  it('makes it active after two different approvals, with published_on, and tells the requester', async () => {
    const id = await submitted('Vwo 6');
    ctx.clock.advance(60_000);
    const publishedAt = ctx.clock.current.toISOString();
    expect((await reviewerNl.agent.request('POST', path(id, 'approve'))).statusCode).toBe(200);
    // A limited designer and a plain user may approve: approving is not designing.
    const second = await restricted.agent.request('POST', path(id, 'approve'));
    expect(second.statusCode, second.body).toBe(200);
    const data = ZEducationResponseSchema.parse(second.json()).data;
    expect(data).toMatchObject({ status: 'active', published_on: publishedAt });
    expect(data.approvals).toHaveLength(2);

    const texts = (await notificationsOf(designer.user.id)).slice(-3);
    expect(texts.map((note) => [note.type, note.notification])).toEqual([
      ['review_approved', 'Test Gebruiker heeft Vwo 6 goedgekeurd'],
      ['review_approved', 'Test Gebruiker heeft Vwo 6 goedgekeurd'],
      ['education_activated', 'Vwo 6 is goedgekeurd en nu actief'],
    ]);
    const late = await reviewerEn.agent.request('POST', path(id, 'approve'));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ key: EDUCATION_MESSAGES.notReviewing });
  });

  it('writes the requester’s notifications in the requester’s language', async () => {
    const id = await education('designing', 'Gymnasium');
    const english = await person(schoolId, ['designer'], 'en');
    expect((await english.agent.request('POST', path(id, 'submit'), { body: {} })).statusCode).toBe(
      200,
    );
    await reviewerNl.agent.request('POST', path(id, 'approve'));
    await reviewerEn.agent.request('POST', path(id, 'approve'));
    const texts = (await notificationsOf(english.user.id)).map((note) => note.notification);
    expect(texts).toEqual([
      'Test Gebruiker approved Gymnasium',
      'Test Gebruiker approved Gymnasium',
      'Gymnasium has been approved and is now active',
    ]);
  });
});

describe('stop review and deactivate', () => {
  it('stop review: reviewing -> designing with approvals and request cleared', async () => {
    const id = await submitted();
    await reviewerEn.agent.request('POST', path(id, 'approve'));
    const response = await secondDesigner.agent.request('POST', path(id, 'stop-review'));
    expect(response.statusCode, response.body).toBe(200);
    expect(ZEducationResponseSchema.parse(response.json()).data).toMatchObject({
      status: 'designing',
      approvals: [],
      requested_by: null,
      review_requested_at: null,
    });
    // A new round starts from zero.
    await designer.agent.request('POST', path(id, 'submit'), { body: {} });
    const again = await reviewerEn.agent.request('POST', path(id, 'approve'));
    expect(again.statusCode).toBe(200);
  });

  it('stop review is refused unless reviewing, and without design rights', async () => {
    for (const status of ['designing', 'active'] as const) {
      const id = await education(status);
      const response = await designer.agent.request('POST', path(id, 'stop-review'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ key: EDUCATION_MESSAGES.notReviewing });
      expect((await statusOf(id))?.status).toBe(status);
    }
    const id = await submitted();
    expect((await reviewerEn.agent.request('POST', path(id, 'stop-review'))).statusCode).toBe(403);
    expect((await restricted.agent.request('POST', path(id, 'stop-review'))).statusCode).toBe(403);
    expect((await statusOf(id))?.status).toBe('reviewing');
  });

  it('deactivate: active -> designing, the finished round cleared, published_on kept', async () => {
    const id = await submitted();
    await reviewerEn.agent.request('POST', path(id, 'approve'));
    await reviewerNl.agent.request('POST', path(id, 'approve'));
    const published = (await statusOf(id))?.publishedAt;
    expect(published).toBeInstanceOf(Date);
    const response = await designer.agent.request('POST', path(id, 'deactivate'));
    expect(response.statusCode, response.body).toBe(200);
    expect(ZEducationResponseSchema.parse(response.json()).data).toMatchObject({
      status: 'designing',
      approvals: [],
      requested_by: null,
      review_requested_at: null,
      published_on: published?.toISOString(),
    });
    const stored = await ctx.db
      .select()
      .from(educationApprovals)
      .where(eq(educationApprovals.educationId, id));
    expect(stored).toEqual([]);
    expect(await statusOf(id)).toMatchObject({ requestedBy: null, reviewRequestedAt: null });
    // A new round starts at 0 of 2: one approval does not activate it again.
    await designer.agent.request('POST', path(id, 'submit'), { body: {} });
    const first = await reviewerEn.agent.request('POST', path(id, 'approve'));
    expect(ZEducationResponseSchema.parse(first.json()).data).toMatchObject({
      status: 'reviewing',
      approvals: [
        expect.objectContaining({ user: expect.objectContaining({ id: reviewerEn.user.id }) }),
      ],
    });
  });

  it('a designing education answers no approvals or request left from an earlier round', async () => {
    // Rows deactivated before deactivate cleared them still hold the old round.
    const id = await education('designing', 'Oud gedeactiveerd');
    await ctx.db.insert(educationApprovals).values([
      { educationId: id, userId: reviewerEn.user.id },
      { educationId: id, userId: reviewerNl.user.id },
    ]);
    await ctx.db
      .update(educations)
      .set({ requestedBy: designer.user.id, reviewRequestedAt: new Date() })
      .where(eq(educations.id, id));
    const response = await designer.agent.request('GET', `locations/${schoolId}/educations/${id}`);
    expect(ZEducationResponseSchema.parse(response.json()).data).toMatchObject({
      approvals: [],
      requested_by: null,
      review_requested_at: null,
    });
  });

  it('deactivate is refused unless active, and without design rights', async () => {
    for (const status of ['designing', 'reviewing'] as const) {
      const id = await education(status);
      const response = await designer.agent.request('POST', path(id, 'deactivate'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ key: EDUCATION_MESSAGES.notActive });
      expect((await statusOf(id))?.status).toBe(status);
    }
    const id = await education('active');
    expect((await reviewerEn.agent.request('POST', path(id, 'deactivate'))).statusCode).toBe(403);
    const limited = await restricted.agent.request('POST', path(id, 'deactivate'));
    expect(limited.json()).toMatchObject({ code: 'design_restricted' });
    expect((await statusOf(id))?.status).toBe('active');
  });
});

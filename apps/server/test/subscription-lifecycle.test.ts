import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, subscriptions } from '../src/db/schema/billing.js';
import { emailOutbox } from '../src/db/schema/mail.js';
import { runSubscriptionLifecycle } from '../src/features/subscriptions/lifecycle.js';
import { signedInSeller } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';

const day = 86_400_000;

describe('the daily subscription job', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  async function period(userId: string, startsAt: Date, days: number) {
    const [plan] = await subject.database.db.select().from(plans).where(eq(plans.name, 'Profesyonel')).limit(1);
    await subject.database.db.insert(subscriptions).values({
      userId,
      planId: plan?.id ?? 0,
      source: 'payment',
      startsAt,
      endsAt: new Date(startsAt.getTime() + days * day),
      answersTotal: 10,
      answersLeft: 10,
      createdAt: startsAt,
    });
  }
  const mailsTo = async (email: string) =>
    (await subject.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).map(
      (mail) => mail.subject,
    );

  it('reminds three days before the last period ends, once, and not when a renewal is booked', async () => {
    const now = new Date('2026-11-22T06:00:00Z');
    const ending = await signedInSeller(subject);
    const renewed = await signedInSeller(subject);
    const later = await signedInSeller(subject);
    await period(ending.user.id, new Date(now.getTime() - 27.5 * day), 30);
    await period(renewed.user.id, new Date(now.getTime() - 27.5 * day), 30);
    await period(renewed.user.id, new Date(now.getTime() + 2.5 * day), 30);
    await period(later.user.id, new Date(now.getTime() - 20 * day), 30);

    const deps = { db: subject.database.db, now, publicUrl: 'http://localhost:3000', enqueueMail: async () => {} };
    expect((await runSubscriptionLifecycle(deps)).reminded).toBe(1);
    expect((await runSubscriptionLifecycle(deps)).reminded).toBe(0);
    expect(await mailsTo(ending.seller.email)).toContain('Aboneliğiniz 3 gün içinde sona eriyor');
    expect(await mailsTo(renewed.seller.email)).not.toContain('Aboneliğiniz 3 gün içinde sona eriyor');
    expect(await mailsTo(later.seller.email)).not.toContain('Aboneliğiniz 3 gün içinde sona eriyor');
  });

  it('ends periods that are over, tells the seller once, and the profile shows no subscription', async () => {
    const now = new Date('2026-11-22T06:00:00Z');
    const seller = await signedInSeller(subject);
    await period(seller.user.id, new Date(now.getTime() - 31 * day), 30);
    const deps = { db: subject.database.db, now, publicUrl: 'http://localhost:3000', enqueueMail: async () => {} };
    await runSubscriptionLifecycle(deps);
    await runSubscriptionLifecycle(deps);
    const [row] = await subject.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, seller.user.id));
    expect(row?.endedAt?.toISOString()).toBe(now.toISOString());
    expect((await mailsTo(seller.seller.email)).filter((subject) => subject === 'Aboneliğiniz sona erdi')).toHaveLength(
      1,
    );
    const shown = await subject.app.inject({
      method: 'GET',
      url: '/api/subscription',
      headers: { cookie: seller.cookie },
    });
    expect(shown.json()).toBeNull();
  });
});

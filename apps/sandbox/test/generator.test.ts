import { afterEach, describe, expect, it } from 'vitest';
import { generalTemplates, questionTemplates } from '../src/questions/templates.js';
import { listPage, makeSandbox, type TestSandbox } from './support.js';

describe('question generator', () => {
  let subject: TestSandbox;
  afterEach(() => subject.app.close());

  const count = (sellerId: string) => subject.app.sandbox.state.questions.count(sellerId);

  it('adds questionsPerMinute questions per minute for every known seller', async () => {
    subject = makeSandbox({ questionsPerMinute: 30, sellerIds: ['1001', '2002'] });
    subject.clock.advance(60_000);
    subject.app.sandbox.tick();
    expect(count('1001')).toBe(30);
    expect(count('2002')).toBe(30);
    subject.clock.advance(120_000);
    subject.app.sandbox.tick();
    expect(count('1001')).toBe(90);
  });

  it('carries fractions over, so a slow rate still holds across ticks', async () => {
    subject = makeSandbox({ questionsPerMinute: 1, sellerIds: ['1001'] });
    subject.clock.advance(30_000);
    subject.app.sandbox.tick();
    expect(count('1001')).toBe(0);
    subject.clock.advance(30_000);
    subject.app.sandbox.tick();
    expect(count('1001')).toBe(1);
  });

  it('starts a seller first seen through the API without a backlog, and stops at rate 0', async () => {
    subject = makeSandbox({ questionsPerMinute: 6 });
    subject.clock.advance(10 * 60_000);
    await listPage(subject, '1001');
    subject.app.sandbox.tick();
    expect(count('1001')).toBe(0);
    subject.clock.advance(60_000);
    subject.app.sandbox.tick();
    expect(count('1001')).toBe(6);
    await subject.app.inject({ method: 'PATCH', url: '/_control/settings', payload: { questionsPerMinute: 0 } });
    subject.clock.advance(60_000);
    subject.app.sandbox.tick();
    expect(count('1001')).toBe(6);
  });

  it('writes realistic waiting questions dated within the elapsed minute', async () => {
    subject = makeSandbox({ questionsPerMinute: 20, sellerIds: ['1001'] });
    const start = subject.clock.nowMs();
    subject.clock.advance(60_000);
    subject.app.sandbox.tick();
    const { content } = await listPage(subject, '1001');
    const templates = [...Object.values(questionTemplates).flat(), ...generalTemplates].map(
      (template) =>
        new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(variant|brand|axis)\}/g, '.+')}$`),
    );
    for (const question of content) {
      expect(question.status).toBe('WAITING_FOR_ANSWER');
      expect(question.creationDate).toBeGreaterThan(start);
      expect(question.creationDate).toBeLessThanOrEqual(subject.clock.nowMs());
      expect(question.userName).toMatch(question.showUserName ? /^\p{Lu}\*\*\* \p{Lu}\*\*\*$/u : /^$/);
      expect(templates.some((template) => template.test(question.text))).toBe(true);
      expect(question.text).not.toMatch(/[{}]/);
    }
  });

  it('runs on its own timer once the server is ready and stops on close', async () => {
    subject = makeSandbox({ questionsPerMinute: 60, sellerIds: ['1001'], generatorTickMs: 10 });
    await subject.app.ready();
    subject.clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(count('1001')).toBe(60);
    await subject.app.close();
    subject.clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(count('1001')).toBe(60);
  });
});

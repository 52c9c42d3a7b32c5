import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../src/realtime/publish.js';
import { userRoom } from '../src/realtime/socket.js';
import { signedInSeller } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';

describe('real-time connection', () => {
  let subject: TestApp;
  let url: string;
  beforeAll(async () => {
    subject = await createTestApp({ webRoot: '/nonexistent' });
    await subject.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(subject.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => subject.close());

  it('refuses a socket without a session', async () => {
    const client = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const error = await new Promise<Error>((resolve) => client.on('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
    client.close();
  });

  it('delivers a notice published by any process to that seller only', async () => {
    const first = await signedInSeller(subject);
    const second = await signedInSeller(subject);
    const open = (cookie: string) =>
      connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
    const mine = open(first.cookie);
    const theirs = open(second.cookie);
    await Promise.all(
      [mine, theirs].map((client) => new Promise<void>((resolve) => client.on('connect', () => resolve()))),
    );
    const received: string[] = [];
    mine.on('questions:changed', () => received.push('mine'));
    theirs.on('questions:changed', () => received.push('theirs'));
    // What the worker's poller does after a commit: NOTIFY through PostgreSQL, not a local emit.
    await createPublisher(subject.database.pool)(first.user.id, 'questions:changed');
    await expect.poll(() => received, { timeout: 3_000 }).toEqual(['mine']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual(['mine']);
    mine.close();
    theirs.close();
  });

  it('carries a payment result to the buyer’s open pages', async () => {
    const buyer = await signedInSeller(subject);
    const client = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: buyer.cookie },
    });
    await new Promise<void>((resolve) => client.on('connect', () => resolve()));
    const received = new Promise<unknown>((resolve) => client.on('payment:completed', resolve));
    const event = { paymentId: 'p1', status: 'success', message: 'Ödemeniz alındı', returnUrl: '/store' };
    await createPublisher(subject.database.pool)(buyer.user.id, 'payment:completed', event);
    expect(await received).toEqual(event);
    client.close();
  });

  it("puts a signed-in seller's socket in their own room and cuts it on shutdown", async () => {
    const { cookie, user } = await signedInSeller(subject);
    const client = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie },
    });
    const notice = new Promise<unknown>((resolve) => client.on('questions:changed', resolve));
    await new Promise<void>((resolve, reject) => {
      client.on('connect', resolve);
      client.on('connect_error', reject);
    });
    expect(client.connected).toBe(true);
    subject.app.io.to(userRoom(user.id)).emit('questions:changed', { reason: 'test' });
    expect(await notice).toEqual({ reason: 'test' });

    const disconnected = new Promise<string>((resolve) => client.on('disconnect', resolve));
    const started = Date.now();
    await subject.app.close();
    expect(await disconnected).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(2_000);
    client.close();
  });
});

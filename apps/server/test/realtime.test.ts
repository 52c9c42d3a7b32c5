import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

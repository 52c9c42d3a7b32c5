// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { openRealtime } from './realtime';

// A real socket.io server on a free port: what the seller's page does when the connection comes up.
async function startServer() {
  const http = createServer();
  const server = new Server(http, { path: '/socket.io', transports: ['websocket'] });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { server, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the persistent connection', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('asks for a refetch on the first connection too: a change before the handshake is not lost', async () => {
    const { server, url, close } = await startServer();
    cleanups.push(close);
    let connects = 0;
    const connected = new Promise<void>((resolve) => {
      const onConnect = () => {
        connects += 1;
        resolve();
      };
      cleanups.push(openRealtime({ events: {}, onConnect }, url));
    });
    await connected;
    expect(connects).toBe(1);
    expect(server.engine.clientsCount).toBe(1);
  });

  it('asks again after the server dropped it and it came back, and hands server events to their handlers', async () => {
    const { server, url, close } = await startServer();
    cleanups.push(close);
    // Each event the page sees, in order, and a way to wait for the next one.
    const seen: string[] = [];
    let next: (() => void) | undefined;
    const record = (what: string) => {
      seen.push(what);
      next?.();
    };
    const after = (count: number) =>
      new Promise<void>((resolve) => {
        next = () => seen.length >= count && resolve();
        next();
      });
    cleanups.push(
      openRealtime(
        {
          events: { 'questions:changed': (payload) => record(`questions:changed ${JSON.stringify(payload)}`) },
          onConnect: () => record('connect'),
        },
        url,
      ),
    );
    await after(1);
    // The server ends the connection (a deploy, a lost network): the client comes back after 0 s.
    for (const socket of await server.fetchSockets()) socket.disconnect(true);
    await after(2);
    server.emit('questions:changed', { id: 7 });
    await after(3);
    expect(seen).toEqual(['connect', 'connect', 'questions:changed {"id":7}']);
  });
});

import { REALTIME } from '@cevapla/contracts/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * Socket.IO on the same HTTP server, path /socket.io, same origin only. Events are small
 * invalidation notices sent after a commit; rooms per user arrive with sessions (accounts).
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const io = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      pingInterval: REALTIME.keepAliveMs,
      pingTimeout: REALTIME.serverTimeoutMs - REALTIME.keepAliveMs,
    });
    app.decorate('io', io);
    // Close sockets before Fastify closes the HTTP server, which would otherwise wait for them.
    // io.close() is not used: it would close the HTTP server a second time.
    app.addHook('preClose', async () => {
      io.disconnectSockets(true);
      io.engine.close();
    });
  },
  { name: 'realtime' },
);

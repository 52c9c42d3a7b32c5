import { REALTIME } from '@cevapla/contracts/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { sessionUser } from '../features/accounts/service.js';
import { SESSION_COOKIE } from '../http/session.js';

/** The room every notice for one user goes to. */
export const userRoom = (userId: string) => `user:${userId}`;

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * Socket.IO on the same HTTP server, path /socket.io. The handshake is authenticated by the session
 * cookie; each socket joins its user's room. Events are small invalidation notices sent after a commit.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: { db: Database; clock: Clock }) => {
    const io = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      pingInterval: REALTIME.keepAliveMs,
      pingTimeout: REALTIME.serverTimeoutMs - REALTIME.keepAliveMs,
    });
    io.use(async (socket, next) => {
      const token = app.parseCookie(socket.request.headers.cookie ?? '')[SESSION_COOKIE];
      const user = token ? await sessionUser(options, token).catch(() => undefined) : undefined;
      if (!user) return next(new Error('unauthorized'));
      socket.data.userId = user.id;
      await socket.join(userRoom(user.id));
      next();
    });
    app.decorate('io', io);
    // Close sockets before Fastify closes the HTTP server, which would otherwise wait for them.
    // io.close() is not used: it would close the HTTP server a second time.
    app.addHook('preClose', async () => {
      io.disconnectSockets(true);
      io.engine.close();
    });
  },
  { name: 'realtime', dependencies: ['@fastify/cookie'] },
);

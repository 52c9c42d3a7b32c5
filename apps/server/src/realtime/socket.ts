import { REALTIME } from '@cevapla/contracts/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { sessionUser } from '../features/accounts/service.js';
import { SESSION_COOKIE } from '../http/session.js';
import { parseJsonOrUndefined } from '../json.js';
import { realtimeChannel, ZRealtimeNoticeSchema } from './publish.js';

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
  async (app: FastifyInstance, options: { db: Database; pool: pg.Pool; clock: Clock }) => {
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
    const listener = await listenForNotices(app, options.pool, io);
    // Close sockets before Fastify closes the HTTP server, which would otherwise wait for them.
    // io.close() is not used: it would close the HTTP server a second time.
    app.addHook('preClose', async () => {
      listener.stop();
      io.disconnectSockets(true);
      io.engine.close();
    });
  },
  { name: 'realtime', dependencies: ['@fastify/cookie'] },
);

/**
 * Holds one connection that LISTENs for notices published by any process (the poller runs in the
 * worker) and emits each to its user's room. A lost connection is re-established after a short pause.
 */
async function listenForNotices(app: FastifyInstance, pool: pg.Pool, io: Server) {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    let connection: pg.PoolClient | undefined;
    try {
      connection = await pool.connect();
      const current = connection;
      connection.on('notification', (message) => {
        if (message.channel !== realtimeChannel || !message.payload) return;
        const notice = ZRealtimeNoticeSchema.safeParse(parseJsonOrUndefined(message.payload));
        if (!notice.success) return;
        const { userId, event, data } = notice.data;
        if (data === undefined) io.to(userRoom(userId)).emit(event);
        else io.to(userRoom(userId)).emit(event, data);
      });
      connection.on('error', (error) => {
        // After stop() (or an earlier error) this connection is already back in the pool: nothing to do.
        if (client !== current) return;
        app.log.warn({ err: error }, 'realtime listener lost its database connection; reconnecting');
        client = undefined;
        current.release(true);
        scheduleReconnect();
      });
      await connection.query(`listen ${realtimeChannel}`);
      if (stopped) connection.release(true);
      else client = connection;
    } catch (error) {
      if (connection && client !== connection) connection.release(true);
      app.log.warn({ err: error }, 'realtime listener could not connect; retrying');
      scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    if (stopped) return;
    retry = setTimeout(connect, 2_000);
    retry.unref();
  };

  await connect();
  return {
    stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      client?.release(true);
      client = undefined;
    },
  };
}

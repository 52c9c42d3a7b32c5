import { REALTIME } from '@cevapla/contracts/constants';
import { io, type Socket } from 'socket.io-client';

export type RealtimeHandlers = {
  /** Server events by name: small invalidation notices, some with a payload (payment:completed). */
  events: Record<string, (payload?: unknown) => void>;
  /**
   * Each time the connection is up, the first time too: whatever changed before it was (between a
   * page's first fetch and the handshake, or while it was down) must be fetched again.
   */
  onConnect: () => void;
};

/**
 * The persistent connection of a signed-in seller (spec §4): reconnects on its own after 0, 2, 10 and
 * 30 s (then every 30 s), and tells the caller each time it is up so lists can be refetched. `url` is
 * the server's origin, this page's by default. Returns a function that closes it for good.
 */
export function openRealtime(handlers: RealtimeHandlers, url?: string): () => void {
  let attempt = 0;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const options = {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    timeout: REALTIME.serverTimeoutMs,
    withCredentials: true,
  };
  const socket: Socket = url ? io(url, options) : io(options);
  for (const [event, handler] of Object.entries(handlers.events)) socket.on(event, handler);

  const scheduleReconnect = () => {
    if (closed) return;
    const delays = REALTIME.reconnectDelaysMs;
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 30_000;
    attempt += 1;
    retry = setTimeout(() => socket.connect(), delay);
  };
  socket.on('connect', () => {
    attempt = 0;
    handlers.onConnect();
  });
  socket.on('disconnect', (reason) => {
    // The client closed it on purpose: stay closed. Anything else: come back.
    if (reason !== 'io client disconnect') scheduleReconnect();
  });
  socket.on('connect_error', scheduleReconnect);

  return () => {
    closed = true;
    if (retry) clearTimeout(retry);
    socket.disconnect();
  };
}

import { REALTIME } from '@cevapla/contracts/constants';
import { io, type Socket } from 'socket.io-client';

export type RealtimeHandlers = {
  /** Server events by name: small invalidation notices, some with a payload (payment:completed). */
  events: Record<string, (payload?: unknown) => void>;
  /** After a reconnection: whatever was missed meanwhile must be fetched again. */
  onReconnect: () => void;
};

/**
 * The persistent connection of a signed-in seller (spec §4): reconnects on its own after 0, 2, 10 and
 * 30 s (then every 30 s), and tells the caller when it is back so lists can be refetched.
 * Returns a function that closes it for good.
 */
export function openRealtime(handlers: RealtimeHandlers): () => void {
  let attempt = 0;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let everConnected = false;
  const socket: Socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    timeout: REALTIME.serverTimeoutMs,
    withCredentials: true,
  });
  for (const [event, handler] of Object.entries(handlers.events)) socket.on(event, handler);

  const scheduleReconnect = () => {
    if (closed) return;
    const delays = REALTIME.reconnectDelaysMs;
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 30_000;
    attempt += 1;
    retry = setTimeout(() => socket.connect(), delay);
  };
  socket.on('connect', () => {
    if (everConnected) handlers.onReconnect();
    everConnected = true;
    attempt = 0;
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

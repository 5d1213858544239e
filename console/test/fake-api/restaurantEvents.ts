/**
 * The fake API's GET /api/restaurant/events: a text/event-stream like the real one
 * (api/src/restaurant/order-events.ts): a retry hint and a `: connected` comment, then
 * `data: {"type":"order-changed","orderId":N}` for every order or kitchen change.
 */
import type { ServerResponse } from 'node:http';
import type { FakeApi } from './server';

const listeners = new WeakMap<FakeApi, Set<ServerResponse>>();

function listenersOf(api: FakeApi): Set<ServerResponse> {
  let set = listeners.get(api);
  if (!set) {
    set = new Set();
    listeners.set(api, set);
  }
  return set;
}

export function openOrderEvents(api: FakeApi, response: ServerResponse): void {
  response.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  response.write('retry: 3000\n: connected\n\n');
  const set = listenersOf(api);
  set.add(response);
  response.on('close', () => set.delete(response));
}

/** Tells every open stream that an order changed, as the real API does after each write. */
export function orderChanged(api: FakeApi, orderId: number): void {
  for (const response of listenersOf(api)) {
    response.write(`data: ${JSON.stringify({ type: 'order-changed', orderId })}\n\n`);
  }
}

/** How many screens are listening now. */
export function orderEventListeners(api: FakeApi): number {
  return listenersOf(api).size;
}

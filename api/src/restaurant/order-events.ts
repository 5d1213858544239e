import { Injectable, type MessageEvent, type OnModuleDestroy } from '@nestjs/common';
import { interval, map, merge, of, Subject, takeUntil, type Observable } from 'rxjs';

/** What the POS and kitchen screens receive; they refetch the order (or their list) on each. */
export interface OrderChanged {
  type: 'order-changed';
  orderId: number;
}

/**
 * Order and kitchen changes made by this process, for the staff screens' server-sent events.
 * In this process's memory: a change made through another API instance is not pushed. Screens
 * also poll, so a missed event (a reconnect, a second instance) only delays a refresh.
 */
@Injectable()
export class OrderEvents implements OnModuleDestroy {
  /** Between heartbeat comments, which keep proxies from closing a quiet stream. */
  heartbeatMs = 15_000;
  /** How long an EventSource waits before reconnecting. */
  static readonly RETRY_MS = 3_000;

  private readonly changes = new Subject<number>();
  private readonly closing = new Subject<void>();

  changed(orderId: number): void {
    this.changes.next(orderId);
  }

  stream(): Observable<MessageEvent> {
    return merge(
      of<MessageEvent>({ retry: OrderEvents.RETRY_MS, comment: 'connected' }),
      this.changes.pipe(
        map((orderId): MessageEvent => ({ data: { type: 'order-changed', orderId } satisfies OrderChanged })),
      ),
      interval(this.heartbeatMs).pipe(map((): MessageEvent => ({ comment: 'heartbeat' }))),
    ).pipe(takeUntil(this.closing));
  }

  /**
   * Ends every open stream when the app shuts down (Nest runs this before it closes the HTTP
   * server): an open event stream is never idle, so the server would otherwise wait on the
   * kitchen screen forever. The screens' EventSource reconnects to the next instance.
   */
  onModuleDestroy(): void {
    this.closing.next();
    this.closing.complete();
  }
}

import { Controller, Sse, type MessageEvent } from '@nestjs/common';
import { ADMIN_RESOURCES } from '@lakeside/contracts';
import type { Observable } from 'rxjs';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { OrderEvents } from './order-events.js';

@Controller('api/restaurant')
export class OrderEventsController {
  constructor(private readonly events: OrderEvents) {}

  /**
   * text/event-stream: `data: {"type":"order-changed","orderId":42}` on every order or kitchen
   * change, a `: heartbeat` comment every 15 s. For the console's POS and kitchen screens
   * (EventSource with credentials).
   */
  @Sse('events')
  @StaffOnly(...ADMIN_RESOURCES['restaurant-orders'].read)
  stream(): Observable<MessageEvent> {
    return this.events.stream();
  }
}

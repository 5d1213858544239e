/**
 * The kitchen manager's morning mail: the items below their minimum, soonest to run out first
 * (low-stock.service.ts). Once a day across API instances, through the scheduler: the job checks
 * every hour and mails at its first run after MAIL_TIME (retreat time) when its last run was
 * before it — so a day missed while the API was down is caught up at the first check after boot,
 * with the list as it is then (one mail, not one per missed day). No mail when nothing is low.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { LowStockItemReply } from '@lakeside/contracts';
import { JobScheduler } from '../common/scheduler/job-scheduler.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { startInstant } from '../events/session-time.js';
import { renderMail } from '../mail/mail-layout.js';
import { MailService } from '../mail/mail.service.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import { LowStockService } from './low-stock.service.js';

/** When the day's mail goes out, retreat time: before the morning's deliveries are ordered. */
export const LOW_STOCK_MAIL_TIME = '07:00';
const CHECK_EVERY_MS = 60 * 60_000;

@Injectable()
export class LowStockMail implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: JobScheduler,
    private readonly lowStock: LowStockService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'low-stock-mail',
      everyMs: CHECK_EVERY_MS,
      run: async (lastRunAt, now) => void (await this.sendIfDue(lastRunAt, now)),
    });
  }

  /** Mails the list if today's mail is due and not yet sent; how many items it named. */
  async sendIfDue(lastRunAt: Date | null, now = new Date()): Promise<number> {
    const dueAt = startInstant({ date: retreatToday(now), time: LOW_STOCK_MAIL_TIME });
    if (now < dueAt || (lastRunAt && lastRunAt >= dueAt)) return 0;
    const low = await this.lowStock.list(now);
    if (!low.length) return 0;
    await this.mail.send(lowStockNotice(low, this.config.KITCHEN_MANAGER_EMAIL ?? this.config.CONTACT_INBOX));
    return low.length;
  }
}

export function lowStockNotice(items: readonly LowStockItemReply[], to: string): OutgoingMail {
  const body = renderMail({
    language: 'en',
    greeting: 'Hello,',
    paragraphs: [
      `${items.length === 1 ? 'One stock item is' : `${items.length} stock items are`} below the minimum. ` +
        'The first runs out soonest at the pace of the last 14 days.',
      'The console’s Low stock page has the list as it is now; record deliveries there as Purchases.',
    ],
    details: items.map((item) => [
      item.name,
      `${item.currentStock} ${item.unit} (minimum ${item.minimumStock}) · ${
        item.daysLeft === null ? 'not used lately' : `about ${item.daysLeft} days left`
      }`,
    ]),
  });
  const first = items[0]!;
  return { to, subject: `Low stock: ${first.name}${items.length > 1 ? ` and ${items.length - 1} more` : ''}`, ...body };
}

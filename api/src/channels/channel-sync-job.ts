import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobScheduler } from '../common/scheduler/job-scheduler.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { ChannelSync } from './channel-sync.js';

/**
 * Syncs every channel feed every CHANNEL_SYNC_MINUTES, once across API instances (job_leases).
 * After downtime the first check after boot runs it: a sync reads the feeds as they are now, so
 * one run catches up on everything missed.
 */
@Injectable()
export class ChannelSyncJob implements OnModuleInit {
  private readonly logger = new Logger('ChannelSync');

  constructor(
    private readonly sync: ChannelSync,
    private readonly scheduler: JobScheduler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'channel-sync',
      everyMs: this.config.CHANNEL_SYNC_MINUTES * 60_000,
      run: async (_lastRunAt, now) => {
        await this.sync.syncAll(now);
        this.logger.debug('Channel feeds synced');
      },
    });
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobScheduler } from '../scheduler/job-scheduler.js';
import { SharedCounters } from './shared-counters.js';

/** Ended windows are only dead weight: the table is emptied of them every ten minutes. */
@Injectable()
export class CounterSweeper implements OnModuleInit {
  constructor(
    private readonly counters: SharedCounters,
    private readonly scheduler: JobScheduler,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'rate-limit-counter-sweep',
      everyMs: 10 * 60_000,
      run: async () => void (await this.counters.deleteExpired()),
    });
  }
}

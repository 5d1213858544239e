import { Global, Module } from '@nestjs/common';
import { JobScheduler } from './job-scheduler.js';

/** Global so any feature can register its background jobs with the one scheduler. */
@Global()
@Module({ providers: [JobScheduler], exports: [JobScheduler] })
export class SchedulerModule {}

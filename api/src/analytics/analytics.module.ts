import { Module } from '@nestjs/common';
import { SalesAnalyticsJob } from './sales-analytics-job.js';

/** The restaurant's sales figures per day, week and month, written by a nightly job. */
@Module({ providers: [SalesAnalyticsJob] })
export class AnalyticsModule {}

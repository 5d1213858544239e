import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HealthService, type HealthReport } from './health.service.js';

@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when the database answers and is migrated, 503 otherwise (for load balancers and compose). */
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await this.health.check();
    if (report.status !== 'ok') void reply.status(503);
    void reply.header('cache-control', 'no-store');
    return report;
  }
}

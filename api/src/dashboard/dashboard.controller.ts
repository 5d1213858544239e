import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  DASHBOARD_ACCESS,
  DASHBOARD_FIGURES,
  dashboardQuerySchema,
  dashboardReply,
  type DashboardFigure,
  type DashboardQuery,
  type DashboardReply,
} from '@lakeside/contracts';
import type { FastifyReply } from 'fastify';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { sendCsv } from '../common/csv/csv-download.js';
import { CommonError } from '../common/errors/app-error.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { dashboardCsv } from './dashboard-csv.js';
import { DashboardService } from './dashboard.service.js';

const isFigure = (name: string): name is DashboardFigure => (DASHBOARD_FIGURES as readonly string[]).includes(name);

/** The owner's view of the business for a period, beside the period before it. */
@Controller('api/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** ?period=today|week|month, or custom&from=&to= (retreat days, at most 366). */
  @Get()
  @ReplyContract(dashboardReply)
  @StaffOnly(...DASHBOARD_ACCESS)
  figures(@Query(new ZodPipe(dashboardQuerySchema)) query: DashboardQuery): Promise<DashboardReply> {
    return this.dashboard.figures(query);
  }

  /** One figure of the same reply as a CSV download: export/revenue?period=month; 404 for another name. */
  @Get('export/:figure')
  @StaffOnly(...DASHBOARD_ACCESS)
  async export(
    @Param('figure') figure: string,
    @Query(new ZodPipe(dashboardQuerySchema)) query: DashboardQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!isFigure(figure)) throw new CommonError('common.notFound');
    const figures = await this.dashboard.figures(query);
    const { header, rows } = dashboardCsv(figure, figures);
    sendCsv(reply, `${figure}-${figures.period.from}-${figures.period.to}.csv`, header, rows);
  }
}

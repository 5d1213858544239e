import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { isRecord, MESSAGES, type AdminResourceName } from '@lakeside/contracts';
import { fieldError } from '../common/errors/field-error.js';
import type { FastifyReply } from 'fastify';
import type { ObjectLiteral } from 'typeorm';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { staffOf } from '../auth/staff-of.js';
import { AdminAccessGuard } from './admin-access.guard.js';
import { AdminCrudService } from './admin-crud.service.js';
import { AdminCsvExport } from './export/admin-csv-export.js';
import { sendCsv } from '../common/csv/csv-download.js';
import { retreatToday } from '../common/time/retreat-clock.js';

/** ra-data-simple-rest over every back-office table: /api/admin/<resource>[/<id>]. */
@Controller('api/admin/:resource')
@UseGuards(AdminAccessGuard)
export class AdminCrudController {
  constructor(
    private readonly crud: AdminCrudService,
    private readonly exports: AdminCsvExport,
  ) {}

  @Get()
  async list(
    @Param('resource') resource: AdminResourceName,
    @Query() params: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ObjectLiteral[]> {
    const { rows, total, first } = await this.crud.list(resource, params);
    const last = rows.length ? first + rows.length - 1 : first;
    void reply.header('Content-Range', `${resource} ${first}-${last}/${total}`);
    return rows;
  }

  /** The whole list, filtered and sorted as the grid asks, as a CSV download (range ignored). */
  @Get('export.csv')
  exportCsv(
    @Param('resource') resource: AdminResourceName,
    @Query() params: Record<string, unknown>,
    @Req() request: StaffRequest,
    @Res() reply: FastifyReply,
  ): void {
    const { range: _range, ...listParams } = params;
    const { header, rows } = this.exports.open(staffOf(request).role, resource, listParams);
    sendCsv(reply, `${resource}-${retreatToday()}.csv`, header, rows);
  }

  @Get(':id')
  get(@Param('resource') resource: AdminResourceName, @Param('id') id: string): Promise<ObjectLiteral> {
    return this.crud.get(resource, id);
  }

  @Post()
  create(
    @Param('resource') resource: AdminResourceName,
    @Body() body: unknown,
    @Req() request: StaffRequest,
  ): Promise<ObjectLiteral> {
    return this.crud.create(resource, asRecord(body), staffOf(request));
  }

  @Put(':id')
  update(
    @Param('resource') resource: AdminResourceName,
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: StaffRequest,
  ): Promise<ObjectLiteral> {
    return this.crud.update(resource, id, asRecord(body), staffOf(request), request.cookies[SESSION_COOKIE]);
  }

  @Delete(':id')
  remove(
    @Param('resource') resource: AdminResourceName,
    @Param('id') id: string,
    @Req() request: StaffRequest,
  ): Promise<ObjectLiteral> {
    return this.crud.remove(resource, id, staffOf(request));
  }
}

function asRecord(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) {
    throw fieldError('', MESSAGES.notAnObject);
  }
  return body;
}

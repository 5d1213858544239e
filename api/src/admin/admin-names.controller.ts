import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { adminNamesReply, type AdminNamesReply } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { staffOf } from '../auth/staff-of.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { CommonError } from '../common/errors/app-error.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { isAdminResource } from './admin-access.guard.js';
import { AdminSchemaService } from './admin-schema.service.js';
import { referenceNames } from './export/reference-names.js';
import { namesQuerySchema, type NamesQuery } from './names-query.schema.js';

/**
 * GET /api/admin-names/<resource>?ids=[…]: the names of rows a readable grid points at, for a
 * member who may read that grid but not the table it points at (a manager reading who entered an
 * expense, whose staff accounts only admins may open). Names only, never the rows.
 */
@Controller('api/admin-names')
export class AdminNamesController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schemas: AdminSchemaService,
  ) {}

  @Get(':resource')
  @StaffOnly()
  @ReplyContract(adminNamesReply)
  async names(
    @Param('resource') resource: string,
    @Query(new ZodPipe(namesQuerySchema)) { ids }: NamesQuery,
    @Req() request: StaffRequest,
  ): Promise<AdminNamesReply> {
    if (!isAdminResource(resource)) throw new CommonError('common.notFound');
    if (!this.schemas.mayName(staffOf(request).role, resource)) throw new CommonError('common.forbidden');
    const names = await referenceNames(this.dataSource, resource, ids);
    return ids.flatMap((id) => {
      const name = names.get(String(id));
      return name === undefined ? [] : [{ id, name }];
    });
  }
}

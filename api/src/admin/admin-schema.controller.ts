import { Controller, Get, Req } from '@nestjs/common';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { adminSchemaReply, type AdminResourceSchema as ResourceSchema } from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { AdminSchemaService } from './admin-schema.service.js';

@Controller('api/admin-schema')
export class AdminSchemaController {
  constructor(private readonly schema: AdminSchemaService) {}

  /** The resources the signed-in role may read, with their fields: the console's menus and forms. */
  @Get()
  @StaffOnly()
  @ReplyContract(adminSchemaReply)
  resources(@Req() request: StaffRequest): ResourceSchema[] {
    return this.schema.forRole(request.staff?.role ?? 'staff');
  }
}

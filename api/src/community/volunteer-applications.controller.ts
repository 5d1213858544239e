import { Body, Controller, Post } from '@nestjs/common';
import { formReceiptReply, type FormReceiptReply } from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import {
  volunteerApplicationRequestSchema,
  type VolunteerApplicationRequest,
} from './dto/volunteer-application-request.dto.js';
import { VolunteerApplicationsService } from './volunteer-applications.service.js';

@Controller('api/volunteer-applications')
export class VolunteerApplicationsController {
  constructor(private readonly applications: VolunteerApplicationsService) {}

  /** The volunteer page's application form (docs/requirements/community.md#volunteer-applications). */
  @Post()
  @ReplyContract(formReceiptReply)
  @PublicWrite()
  apply(
    @Body(new ZodPipe(volunteerApplicationRequestSchema)) request: VolunteerApplicationRequest,
  ): Promise<FormReceiptReply> {
    return this.applications.receive(request);
  }
}

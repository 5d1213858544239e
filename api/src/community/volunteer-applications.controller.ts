import { Body, Controller, Post } from '@nestjs/common';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import {
  volunteerApplicationRequestSchema,
  type VolunteerApplicationRequest,
} from './dto/volunteer-application-request.dto.js';
import { VolunteerApplicationsService, type VolunteerApplicationReceipt } from './volunteer-applications.service.js';

@Controller('api/volunteer-applications')
export class VolunteerApplicationsController {
  constructor(private readonly applications: VolunteerApplicationsService) {}

  /** The volunteer page's application form (spec §5, §7). */
  @Post()
  @PublicWrite()
  apply(
    @Body(new ZodPipe(volunteerApplicationRequestSchema)) request: VolunteerApplicationRequest,
  ): Promise<VolunteerApplicationReceipt> {
    return this.applications.receive(request);
  }
}

import { Body, Controller, Post } from '@nestjs/common';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { ContactService, type ContactReceipt } from './contact.service.js';
import { contactRequestSchema, type ContactRequest } from './dto/contact-request.dto.js';

@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** The contact page's message form (spec §5, §7). */
  @Post()
  @PublicWrite()
  send(@Body(new ZodPipe(contactRequestSchema)) request: ContactRequest): Promise<ContactReceipt> {
    return this.contact.receive(request);
  }
}

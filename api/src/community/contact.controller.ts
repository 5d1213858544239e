import { Body, Controller, Post } from '@nestjs/common';
import { formReceiptReply, type FormReceiptReply } from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { ContactService } from './contact.service.js';
import { contactRequestSchema, type ContactRequest } from './dto/contact-request.dto.js';

@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** The contact page's message form (docs/requirements/community.md#contact-form). */
  @Post()
  @ReplyContract(formReceiptReply)
  @PublicWrite()
  send(@Body(new ZodPipe(contactRequestSchema)) request: ContactRequest): Promise<FormReceiptReply> {
    return this.contact.receive(request);
  }
}

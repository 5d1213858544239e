/** An invoice's PDF, and the PDF mailed to the guest on request. */
import { Inject, Injectable } from '@nestjs/common';
import type { InvoiceMailedReply, InvoiceReply } from '@lakeside/contracts';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { calendarIdentity } from '../mail/calendar-invite.js';
import { MailService } from '../mail/mail.service.js';
import { InvoiceError } from './invoice-errors.js';
import { invoiceMail } from './invoice-mail.js';
import { invoicePdf, type RetreatIdentity } from './invoice-pdf.js';
import { InvoiceQueries } from './invoice-queries.js';

/** Where the retreat is, as its mails sign off (mail-layout.ts). */
const RETREAT_ADDRESS = 'San Marcos La Laguna, Sololá, Guatemala';

@Injectable()
export class InvoiceDocuments {
  private readonly retreat: RetreatIdentity;

  constructor(
    private readonly queries: InvoiceQueries,
    private readonly mailer: MailService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const identity = calendarIdentity(config);
    this.retreat = {
      name: identity.organizer.name,
      address: RETREAT_ADDRESS,
      website: identity.domain,
      email: identity.organizer.email,
    };
  }

  pdf(invoice: InvoiceReply): Promise<Buffer> {
    return invoicePdf(invoice, this.retreat);
  }

  /** Mails the invoice to `email`, or to the address it names; says where, and whether a mail server took it. */
  async mail(id: number, email: string | undefined): Promise<InvoiceMailedReply> {
    const invoice = await this.queries.one(id);
    const to = email ?? invoice.email;
    if (!to) throw new InvoiceError('invoices.noEmail');
    const { sent } = await this.mailer.send(invoiceMail(invoice, to, await this.pdf(invoice)));
    return { sentTo: to, sent };
  }
}

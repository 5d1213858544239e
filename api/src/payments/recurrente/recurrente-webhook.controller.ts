import { Controller, HttpCode, HttpStatus, Inject, Logger, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { paymentWebhookReply, type PaymentWebhookReply } from '@lakeside/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { CommonError } from '../../common/errors/app-error.js';
import { ReplyContract } from '../../common/http/reply-contract.decorator.js';
import { PaymentCompletions } from '../payment-completions.js';
import { verifiedRecurrenteEvent } from './recurrente-webhook.js';
import { RECURRENTE_PAYMENT_SUCCEEDED } from './recurrente.types.js';

/**
 * Recurrente's notice that a card payment succeeded. The event only says which checkout to
 * look at: the booking is confirmed through its feature's capture, which reads the checkout
 * from Recurrente and checks amount and currency — the same path as the guest's return to the
 * site, so whichever comes first confirms, once.
 */
@Controller('api/payments/recurrente')
export class RecurrenteWebhookController {
  private readonly logger = new Logger('Recurrente');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly completions: PaymentCompletions,
  ) {}

  /**
   * 200 with handled true/false once verified; 400 on a bad signature, so a forgery changes
   * nothing; 404 when RECURRENTE_WEBHOOK_SECRET is not set.
   */
  @Post('webhook')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(paymentWebhookReply)
  async webhook(@Req() request: RawBodyRequest<FastifyRequest>): Promise<PaymentWebhookReply> {
    const secret = this.config.RECURRENTE_WEBHOOK_SECRET;
    // Without a secret nothing can be verified: for this server the endpoint does not exist.
    if (!secret) throw new CommonError('common.notFound');
    const event = verifiedRecurrenteEvent(secret, request.rawBody, request.headers);
    const checkoutId = event.checkout?.id;
    if (event.event_type !== RECURRENTE_PAYMENT_SUCCEEDED || !checkoutId) return { handled: false };
    const handled = await this.completions.complete(checkoutId);
    if (!handled) this.logger.warn(`Paid checkout ${checkoutId} is not one of our bookings; nothing confirmed.`);
    return { handled };
  }
}

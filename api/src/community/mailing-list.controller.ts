import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { subscriptionReply, type SubscriptionReply } from '@lakeside/contracts';
import type { FastifyReply } from 'fastify';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { MailingListSignupPipe, type MailingListSignup } from './dto/mailing-list-signup.dto.js';
import { MailingListService } from './mailing-list.service.js';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribeAnswer } from './unsubscribe-page.js';

@Controller('api/mailing-list')
export class MailingListController {
  constructor(
    private readonly mailingList: MailingListService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The newsletter popup and the mailing-list form (two body shapes: see MailingListSignupPipe). */
  @Post()
  @ReplyContract(subscriptionReply)
  @PublicWrite()
  subscribe(@Body(new MailingListSignupPipe()) signup: MailingListSignup): Promise<SubscriptionReply> {
    return this.mailingList.subscribe(signup);
  }

  /** The link in every newsletter mail, opened in the guest's browser: answers a page, not JSON. */
  @Get('unsubscribe')
  unsubscribeFromLink(
    @Query('token') token: unknown,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return this.unsubscribe(token, acceptLanguage, reply);
  }

  /** RFC 8058 one-click: the mail app POSTs `List-Unsubscribe=One-Click` to the same URL. */
  @Post('unsubscribe')
  @PublicWrite()
  @HttpCode(200)
  unsubscribeOneClick(
    @Query('token') token: unknown,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return this.unsubscribe(token, acceptLanguage, reply);
  }

  private async unsubscribe(token: unknown, acceptLanguage: string | undefined, reply: FastifyReply): Promise<string> {
    const subscriber = await this.mailingList.unsubscribe(token);
    const links = { siteOrigin: this.config.SITE_ORIGIN, inbox: this.config.CONTACT_INBOX };
    const { status, html } = unsubscribeAnswer(subscriber, acceptLanguage, links);
    void reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', UNSUBSCRIBE_PAGE_CSP)
      .header('cache-control', 'no-store');
    return html;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SubscriptionReply } from '@lakeside/contracts';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { MailService } from '../mail/mail.service.js';
import type { MailingListSignup } from './dto/mailing-list-signup.dto.js';
import { MailingListSubscriber } from './mailing-list-subscriber.entity.js';
import { newsletterWelcome } from './newsletter-welcome-mail.js';
import { isWellFormedToken, newUnsubscribeToken, unsubscribeUrl } from './unsubscribe-link.js';

/** Newsletter subscriptions: sign-up (or re-activation), welcome mail, unsubscribe by token. */
@Injectable()
export class MailingListService {
  constructor(
    @InjectRepository(MailingListSubscriber) private readonly subscribers: Repository<MailingListSubscriber>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The reply is the same for a new address and a known one, so the form cannot be used to
   * find out who is on the list.
   */
  async subscribe(signup: MailingListSignup): Promise<SubscriptionReply> {
    const subscriber = await this.saveSubscription(signup);
    const link = unsubscribeUrl(this.config.SITE_ORIGIN, subscriber.unsubscribeToken);
    const { sent } = await this.mail.send(newsletterWelcome(subscriber, link));
    return { subscribed: true, emailSent: sent };
  }

  /** Unsubscribes the owner of the token; null when no subscriber has it. Opening the link twice is harmless. */
  async unsubscribe(token: unknown): Promise<MailingListSubscriber | null> {
    if (!isWellFormedToken(token)) return null;
    const subscriber = await this.subscribers.findOneBy({ unsubscribeToken: token });
    if (!subscriber) return null;
    if (!subscriber.isActive) return subscriber;
    subscriber.isActive = false;
    subscriber.unsubscribedAt = new Date();
    return this.subscribers.save(subscriber);
  }

  /**
   * One row per address: a known address is updated and re-activated. Two sign-ups for a
   * new address at once both miss the lookup; the unique key on email lets one insert win
   * and the other then updates that row instead of failing.
   */
  private async saveSubscription(signup: MailingListSignup): Promise<MailingListSubscriber> {
    const existing = await this.subscribers.findOneBy({ email: signup.email });
    if (existing) return this.resubscribe(existing, signup);
    try {
      return await this.subscribers.save(
        this.subscribers.create({
          email: signup.email,
          firstName: signup.firstName,
          interests: signup.interests ?? [],
          languagePreference: signup.languagePreference,
          subscriptionSource: signup.source,
          unsubscribeToken: newUnsubscribeToken(),
          isActive: true,
          unsubscribedAt: null,
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.resubscribe(await this.subscribers.findOneByOrFail({ email: signup.email }), signup);
    }
  }

  /** The token stays: links in mails already sent keep working. */
  private resubscribe(subscriber: MailingListSubscriber, signup: MailingListSignup): Promise<MailingListSubscriber> {
    subscriber.firstName = signup.firstName;
    subscriber.languagePreference = signup.languagePreference;
    if (signup.interests) subscriber.interests = signup.interests;
    subscriber.isActive = true;
    subscriber.unsubscribedAt = null;
    return this.subscribers.save(subscriber);
  }
}

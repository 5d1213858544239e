import { Module } from '@nestjs/common';
import { LoyaltyController } from './loyalty.controller.js';
import { LoyaltyMembersService } from './loyalty-members.service.js';
import { LoyaltySettingsService } from './loyalty-settings.service.js';
import { LoyaltyTill } from './loyalty-till.service.js';

/** The restaurant's loyalty programme: members, their points, the rules; the till earns and redeems through LoyaltyTill. */
@Module({
  controllers: [LoyaltyController],
  providers: [LoyaltyMembersService, LoyaltySettingsService, LoyaltyTill],
  exports: [LoyaltyTill],
})
export class LoyaltyModule {}

import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module.js';
import { PaymentsModule } from '../../payments/payments.module.js';
import { SaunaModule } from '../../sauna/sauna.module.js';
import { EventDeskController, SaunaDeskController } from './session-desk.controller.js';
import { SessionDeskService } from './session-desk.service.js';
import { SessionMoveService } from './session-moves.js';

/** The desk's actions on sauna sessions and event tickets; each kind's writer comes from its module. */
@Module({
  imports: [SaunaModule, EventsModule, PaymentsModule],
  controllers: [SaunaDeskController, EventDeskController],
  providers: [SessionDeskService, SessionMoveService],
})
export class SessionDeskModule {}

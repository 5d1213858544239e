import { Body, Controller, Get, Param, ParseIntPipe, Patch, Query } from '@nestjs/common';
import { ADMIN_RESOURCES, kitchenBoardReply, type KitchenBoardReply } from '@lakeside/contracts';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { kitchenQuerySchema, type KitchenQuery } from './dto/staff-queries.schema.js';
import { ticketMoveSchema, type TicketMove } from './dto/staff-requests.schema.js';
import { KitchenBoardService } from './kitchen-board.service.js';
import { TicketMovesService, type TicketMoveResult } from './ticket-moves.service.js';

/** The kitchen display: any signed-in staff member (cooks, runners, the cashier). */
@Controller('api/restaurant/kitchen')
@StaffOnly(...ADMIN_RESOURCES['kitchen-queue'].read)
export class KitchenController {
  constructor(
    private readonly board: KitchenBoardService,
    private readonly moves: TicketMovesService,
  ) {}

  /** ?station=<id>: open tickets grouped by station. */
  @Get()
  @ReplyContract(kitchenBoardReply)
  show(@Query(new ZodPipe(kitchenQuerySchema)) query: KitchenQuery): Promise<KitchenBoardReply> {
    return this.board.board(query.station);
  }

  /** { status }: forward only (409 otherwise); the order's status and timestamps follow. */
  @Patch(':queueId')
  move(
    @Param('queueId', ParseIntPipe) queueId: number,
    @Body(new ZodPipe(ticketMoveSchema)) body: TicketMove,
  ): Promise<TicketMoveResult> {
    return this.moves.move(queueId, body.status);
  }
}

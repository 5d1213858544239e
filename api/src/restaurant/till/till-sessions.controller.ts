import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import {
  currentTillReply,
  TILL_ACCESS,
  tillCloseRequestSchema,
  tillOpenRequestSchema,
  tillReportReply,
  tillSessionListReply,
  tillSessionReply,
  type CurrentTillReply,
  type TillCloseRequest,
  type TillOpenRequest,
  type TillReportReply,
  type TillSessionReply,
} from '@lakeside/contracts';
import type { StaffRequest } from '../../auth/staff-authorizer.js';
import { staffOf } from '../../auth/staff-of.js';
import { StaffOnly } from '../../auth/staff-only.decorator.js';
import { ReplyContract } from '../../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../../common/validation/zod-body.pipe.js';
import { TillSessionsService } from './till-sessions.service.js';

/** The restaurant's till: sessions, the X report any time and the Z report at the close. */
@Controller('api/till')
@StaffOnly(...TILL_ACCESS.operate)
export class TillSessionsController {
  constructor(private readonly sessions: TillSessionsService) {}

  /** The open session (null when the till is closed) and today's dollar rate: what the POS needs. */
  @Get()
  @ReplyContract(currentTillReply)
  current(): Promise<CurrentTillReply> {
    return this.sessions.current();
  }

  /** Past and open sessions, newest first. */
  @Get('sessions')
  @ReplyContract(tillSessionListReply)
  list(): Promise<TillSessionReply[]> {
    return this.sessions.list();
  }

  /** { floatGtq, floatUsd, note? } → 201 with the open session; 409 till.alreadyOpen. */
  @Post('sessions')
  @ReplyContract(tillSessionReply)
  open(
    @Body(new ZodPipe(tillOpenRequestSchema)) body: TillOpenRequest,
    @Req() request: StaffRequest,
  ): Promise<TillSessionReply> {
    return this.sessions.open(body, staffOf(request));
  }

  /** X report while open, Z report once closed. */
  @Get('sessions/:id/report')
  @ReplyContract(tillReportReply)
  report(@Param('id', ParseIntPipe) id: number): Promise<TillReportReply> {
    return this.sessions.report(id);
  }

  /** { countedGtq, countedUsd, note? } → 200 with the Z report; 409 till.alreadyClosed. */
  @Post('sessions/:id/close')
  @ReplyContract(tillReportReply)
  @HttpCode(200)
  close(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(tillCloseRequestSchema)) body: TillCloseRequest,
    @Req() request: StaffRequest,
  ): Promise<TillReportReply> {
    return this.sessions.close(id, body, staffOf(request));
  }
}

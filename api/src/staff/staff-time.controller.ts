import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  clockReply,
  clockRequestSchema,
  payrollQuerySchema,
  payrollReply,
  pinSetReply,
  setPinRequestSchema,
  STAFF_TIME_ACCESS,
  staffWeekReply,
  tabletClockRequestSchema,
  weekApprovalReply,
  weekApprovalRequestSchema,
  type ClockReply,
  type ClockRequest,
  type PayrollQuery,
  type PayrollReply,
  type PinSetReply,
  type SetPinRequest,
  type StaffWeekReply,
  type TabletClockRequest,
  type WeekApprovalReply,
  type WeekApprovalRequest,
} from '@lakeside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { staffOf } from '../auth/staff-of.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { PAYROLL_CSV_HEADER, PayrollService } from './payroll.service.js';
import { sendCsv } from '../common/csv/csv-download.js';
import { StaffClockService } from './staff-clock.service.js';
import { StaffWeekService } from './staff-week.service.js';

const dayQuery = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/**
 * Staff time: "My time" (a member's own clock and week), the shared tablet's PIN clock, and
 * the manager's side — a member's week, its approval, tablet PINs and payroll with CSV.
 */
@Controller('api/staff-time')
export class StaffTimeController {
  constructor(
    private readonly clock: StaffClockService,
    private readonly weeks: StaffWeekService,
    private readonly payroll: PayrollService,
  ) {}

  /** The signed-in member's week (?day= any day of it; this week by default). */
  @Get('me/week')
  @StaffOnly(...STAFF_TIME_ACCESS.own)
  @ReplyContract(staffWeekReply)
  async myWeek(@Query('day') day: unknown, @Req() request: StaffRequest): Promise<StaffWeekReply> {
    const member = await this.clock.memberOf(staffOf(request));
    return this.weeks.week(member.id, dayQuery(day));
  }

  /** { action } → the entry as it now stands; 409 when the clock is not in a state for it. */
  @Post('me/clock')
  @HttpCode(200)
  @StaffOnly(...STAFF_TIME_ACCESS.own)
  @ReplyContract(clockReply)
  clockOwn(
    @Body(new ZodPipe(clockRequestSchema)) body: ClockRequest,
    @Req() request: StaffRequest,
  ): Promise<ClockReply> {
    return this.clock.clockOwn(staffOf(request), body.action);
  }

  /**
   * The shared tablet: { employeeId, pin, action }, no session (the tablet is signed in as no
   * one); wrong PINs back off as sign-in does.
   */
  @Post('tablet/clock')
  @HttpCode(200)
  @ReplyContract(clockReply)
  clockWithPin(
    @Body(new ZodPipe(tabletClockRequestSchema)) body: TabletClockRequest,
    @Req() request: FastifyRequest,
  ): Promise<ClockReply> {
    return this.clock.clockWithPin(body, request.ip);
  }

  /** A member's week, plan beside clocked hours, for the manager. */
  @Get('members/:id/week')
  @StaffOnly(...STAFF_TIME_ACCESS.manage)
  @ReplyContract(staffWeekReply)
  memberWeek(@Param('id', ParseIntPipe) id: number, @Query('day') day: unknown): Promise<StaffWeekReply> {
    return this.weeks.week(id, dayQuery(day));
  }

  /** { pin } → the member's tablet PIN replaced. */
  @Put('members/:id/pin')
  @StaffOnly(...STAFF_TIME_ACCESS.manage)
  @ReplyContract(pinSetReply)
  setPin(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(setPinRequestSchema)) body: SetPinRequest,
  ): Promise<PinSetReply> {
    return this.clock.setPin(id, body.pin);
  }

  /** { staffId, weekStart } → the week's closed entries approved; 409 staff.weekOpen. */
  @Post('approvals')
  @StaffOnly(...STAFF_TIME_ACCESS.manage)
  @ReplyContract(weekApprovalReply)
  approve(
    @Body(new ZodPipe(weekApprovalRequestSchema)) body: WeekApprovalRequest,
    @Req() request: StaffRequest,
  ): Promise<WeekApprovalReply> {
    return this.weeks.approve(body.staffId, body.weekStart, staffOf(request));
  }

  /** ?from=&to= (retreat days) → hours, overtime and pay per member. */
  @Get('payroll')
  @StaffOnly(...STAFF_TIME_ACCESS.manage)
  @ReplyContract(payrollReply)
  summary(@Query(new ZodPipe(payrollQuerySchema)) query: PayrollQuery): Promise<PayrollReply> {
    return this.payroll.summary(query);
  }

  /** The same summary as a CSV download. */
  @Get('payroll.csv')
  @StaffOnly(...STAFF_TIME_ACCESS.manage)
  async csv(@Query(new ZodPipe(payrollQuerySchema)) query: PayrollQuery, @Res() reply: FastifyReply): Promise<void> {
    const rows = await this.payroll.csvRows(query);
    sendCsv(reply, `payroll-${query.from}-${query.to}.csv`, PAYROLL_CSV_HEADER, rows);
  }
}

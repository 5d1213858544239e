import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addDays,
  hoursText,
  payTotals,
  retreatDayStart,
  sumMoney,
  type PayrollLineReply,
  type PayrollQuery,
  type PayrollReply,
} from '@lakeside/contracts';
import { Between, In, IsNull, Not, type DataSource } from 'typeorm';
import { StaffMember } from './staff-member.entity.js';
import { memberName } from './time-entry-view.js';
import { TimeTracking } from './time-tracking.entity.js';

/** The CSV's columns, in the order of the on-screen table. */
export const PAYROLL_CSV_HEADER = [
  'Employee id',
  'Name',
  'Hourly rate (Q)',
  'Hours',
  'Regular hours',
  'Overtime hours',
  'Pay (Q)',
  'Unapproved entries',
];

/**
 * The payroll summary of a period: per member, the clocked-out entries whose clock-in falls on
 * one of its retreat days, split into ordinary and overtime hours (8 h a day, 44 h a Monday-to-
 * Sunday week, counted within the period) and paid by payTotals — the same math as the week.
 */
@Injectable()
export class PayrollService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summary({ from, to }: PayrollQuery): Promise<PayrollReply> {
    const entries = await this.dataSource.manager.find(TimeTracking, {
      where: {
        clockIn: Between(retreatDayStart(from), new Date(retreatDayStart(addDays(to, 1)).getTime() - 1)),
        clockOut: Not(IsNull()),
      },
      order: { clockIn: 'ASC' },
    });
    const staffIds = [...new Set(entries.map((entry) => entry.staffId))];
    const members = staffIds.length ? await this.dataSource.manager.findBy(StaffMember, { id: In(staffIds) }) : [];
    const lines = members
      .sort((a, b) => a.employeeId.localeCompare(b.employeeId))
      .map((member) =>
        line(
          member,
          entries.filter((entry) => entry.staffId === member.id),
        ),
      );
    return { from, to, lines, totalPay: sumMoney(lines.map(({ pay }) => pay)) };
  }

  /** The summary as CSV rows (sendCsv writes them): one line per member and a total. */
  async csvRows(query: PayrollQuery): Promise<string[][]> {
    const { lines, totalPay } = await this.summary(query);
    return [
      ...lines.map((l) => [
        l.employeeId,
        l.name,
        l.hourlyRate ?? '',
        l.hours,
        l.regularHours,
        l.overtimeHours,
        l.pay,
        String(l.unapprovedEntries),
      ]),
      ['Total', '', '', '', '', '', totalPay, ''],
    ];
  }
}

function line(member: StaffMember, entries: TimeTracking[]): PayrollLineReply {
  const totals = payTotals(entries);
  return {
    staffId: member.id,
    employeeId: member.employeeId,
    name: memberName(member),
    hourlyRate: member.hourlyRate,
    hours: hoursText(totals.regularMinutes + totals.overtimeMinutes),
    regularHours: hoursText(totals.regularMinutes),
    overtimeHours: hoursText(totals.overtimeMinutes),
    pay: totals.pay,
    unapprovedEntries: entries.filter((entry) => !entry.approvedAt).length,
  };
}

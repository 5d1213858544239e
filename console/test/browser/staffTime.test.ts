/**
 * Staff time, as the retreat uses it: on the shared tablet a member clocks in, takes a break and
 * clocks out with their employee id and PIN (a wrong PIN refused); a member clocks from "My
 * time"; a manager reads a week with the schedule beside the hours, approves it, and exports
 * the payroll as CSV with the overtime and pay the contracts' math gives.
 */
import { readFile } from 'node:fs/promises';
import { addDays, errorMessage, retreatDayStart, weekStart } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTimeOf } from '../fake-api/staffTimeRoutes';
import { screenshot, startConsole, TABLET as UPRIGHT_TABLET, type ConsoleHarness } from '../support/consoleHarness';

const TABLET = { width: 1024, height: 768 };
const retreatToday = () => new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);

describe('Staff time', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  it('clocks a member in and out on the tablet with a PIN, refusing a wrong one', async () => {
    const page = await harness.signedInPage('sam', TABLET);
    await page.goto(harness.url);
    await page.getByRole('menuitem', { name: 'Time clock' }).click();
    const clock = page.getByRole('region', { name: 'Time clock' });
    await clock.getByLabel('Employee id').fill('EMP-004');
    await clock.getByLabel('PIN').fill('9999');
    await clock.getByRole('button', { name: 'Clock in' }).click();
    await clock.getByText('Employee id or PIN is wrong.').waitFor();
    expect(staffTimeOf(harness.api).entries).toHaveLength(0);

    await clock.getByLabel('Employee id').fill('EMP-004');
    await clock.getByLabel('PIN').fill('1357');
    await clock.getByRole('button', { name: 'Clock in' }).click();
    await clock.getByText(/Lucía Chávez clocked in at \d{2}:\d{2} — Clocked in\./).waitFor();
    expect(await clock.getByLabel('PIN').inputValue()).toBe('');
    await screenshot(page, 'staff-time-tablet');

    for (const [button, said] of [
      ['Start break', 'started a break'],
      ['End break', 'ended the break'],
      ['Clock out', 'clocked out'],
    ] as const) {
      await clock.getByLabel('Employee id').fill('EMP-004');
      await clock.getByLabel('PIN').fill('1357');
      await clock.getByRole('button', { name: button }).click();
      await clock.getByText(new RegExp(`Lucía Chávez ${said} at`)).waitFor();
    }
    await clock.getByText('— Not clocked in.').waitFor();
    const [entry] = staffTimeOf(harness.api).entries;
    expect(entry?.clockOut).not.toBeNull();
    expect(entry?.breakEnd).not.toBeNull();
  });

  it('lets a member clock from My time and see the week', async () => {
    const page = await harness.signedInPage('sam');
    await page.goto(harness.url);
    await page.getByRole('menuitem', { name: 'My time' }).click();
    const clock = page.getByRole('region', { name: 'Clock' });
    await clock.getByText('Not clocked in').waitFor();
    await clock.getByRole('button', { name: 'Clock in' }).click();
    await clock.getByText('Clocked in', { exact: true }).waitFor();
    await clock.getByRole('button', { name: 'Clock out' }).click();
    await clock.getByText('Not clocked in').waitFor();
    expect(await page.getByRole('row').count()).toBe(8); // the header and seven days
    // Staff see neither the weeks to approve nor the payroll.
    expect(await page.getByRole('menuitem', { name: 'Payroll' }).count()).toBe(0);
  });

  it('lets a manager compare schedule and hours, approve the week and export payroll', async () => {
    // Lucía's Monday this week: 07:00–17:00 with a 30-minute break, 9.5 h against a 07:00–15:00 shift.
    // 8 h ordinary and 1.5 h overtime at Q20: 8 × 20 + 1.5 × 30 = Q205.00.
    const monday = weekStart(retreatToday());
    const start = retreatDayStart(monday).getTime();
    const at = (hours: number) => new Date(start + hours * 3_600_000);
    const store = staffTimeOf(harness.api);
    store.entries.unshift({
      id: 100,
      staffId: 2,
      clockIn: at(7),
      clockOut: at(17),
      breakStart: at(12),
      breakEnd: at(12.5),
      approvedAt: null,
    });
    store.shifts.push({ id: 1, staffId: 2, scheduleDate: monday, shiftStart: '07:00', shiftEnd: '15:00' });

    const page = await harness.signedInPage('mario');
    await page.goto(harness.url);
    await page.getByRole('menuitem', { name: 'Staff weeks' }).click();
    const lucia = page.getByRole('row', { name: 'Lucía Chávez' });
    await lucia.getByText('Q 205.00').waitFor();
    await lucia.getByRole('button', { name: 'Schedule vs actual' }).click();
    await page.getByRole('heading', { name: 'Lucía Chávez: schedule vs actual' }).waitFor();
    await page.getByRole('cell', { name: '07:00–17:00 (break 12:00–12:30)' }).waitFor();
    await page.getByRole('cell', { name: '07:00–15:00' }).waitFor();
    await lucia.getByRole('button', { name: 'Approve week' }).click();
    await page.getByText('Lucía Chávez: 2 entries approved.').waitFor();
    expect(store.approvals).toEqual([{ staffId: 2, weekStart: monday, by: 'mario' }]);
    await expect.poll(() => lucia.getByRole('button', { name: 'Approve week' }).isDisabled()).toBe(true);
    await screenshot(page, 'staff-time-weeks');

    // A new tablet PIN for Lucía: too short is refused on the field's rule, then saved.
    harness.api.tables['staff-members'] = store.members.map(({ id, employeeId, name }) => ({
      id,
      employeeId,
      firstName: name.split(' ')[0],
      lastName: name.split(' ')[1],
    }));
    await page.reload();
    const pin = page.getByRole('region', { name: 'Tablet PIN' });
    await pin.getByLabel('Staff member').click();
    await page.getByRole('option', { name: 'Lucía Chávez (EMP-004)' }).click();
    await pin.getByLabel('New PIN').fill('12');
    await pin.getByRole('button', { name: 'Set PIN' }).click();
    await pin.getByText('The PIN is 4 to 8 digits').waitFor();
    await pin.getByLabel('New PIN').fill('8642');
    await pin.getByRole('button', { name: 'Set PIN' }).click();
    await pin.getByText('PIN saved.').waitFor();
    expect(store.members.find((member) => member.id === 2)?.pin).toBe('8642');

    await page.getByRole('menuitem', { name: 'Payroll' }).click();
    await page.getByRole('row', { name: 'Lucía Chávez' }).getByText('Q 205.00').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')).toContain('EMP-004,Lucía Chávez,20.00,9.50,8.00,1.50,205.00,0');
    expect(download.suggestedFilename()).toBe(`payroll-${monday}-${addDays(monday, 6)}.csv`);
    await screenshot(page, 'staff-time-payroll');
  });

  it('reads in Spanish for a manager who chose it: the weeks, a member beside the schedule, the PINs and payroll', async () => {
    const page = await harness.signedInPage('lucia', UPRIGHT_TABLET);
    await page.goto(harness.url);
    await page.getByRole('menuitem', { name: 'Semanas del personal' }).click();
    await page.getByRole('heading', { name: /^Semana del / }).waitFor();
    await page.getByRole('button', { name: 'Semana anterior' }).waitFor();
    const table = page.getByRole('table', { name: 'Planilla' });
    for (const header of ['Empleado', 'Tarifa', 'Horas', 'Ordinarias', 'Horas extra', 'Pago', 'Sin aprobar']) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const lucia = table.getByRole('row', { name: 'Lucía Chávez' });
    await expect.poll(() => lucia.getByRole('button', { name: 'Aprobar la semana' }).isDisabled()).toBe(true);
    await lucia.getByRole('button', { name: 'Programado vs real' }).click();
    await page.getByRole('heading', { name: 'Lucía Chávez: programado vs real' }).waitFor();
    await page.getByRole('cell', { name: '07:00–17:00 (descanso 12:00–12:30)' }).waitFor();
    await page.getByText(/Ordinarias 8(\.0+)? h · Horas extra 1\.50? h · Pago Q 205\.00 · Aprobada/).waitFor();
    const pin = page.getByRole('region', { name: 'PIN de la tableta' });
    await pin.getByLabel('Empleado').click();
    await page.getByRole('option', { name: 'Lucía Chávez (EMP-004)' }).click();
    await pin.getByLabel('PIN nuevo').fill('12');
    await pin.getByRole('button', { name: 'Guardar PIN' }).click();
    await pin.getByText('El PIN tiene de 4 a 8 dígitos').waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'staff-time-weeks-es');

    await page.getByRole('menuitem', { name: 'Planilla' }).click();
    await page.getByRole('heading', { name: 'Planilla', level: 1 }).waitFor();
    await page.getByRole('row', { name: 'Lucía Chávez' }).getByText('Q 205.00').waitFor();
    await page.getByRole('button', { name: 'Exportar CSV' }).waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'staff-time-payroll-es');
    await page.close();
  });

  it('speaks the browser’s Spanish on the shared tablet clock, a wrong PIN refused in Spanish too', async () => {
    // The tablet's login has chosen no language: the console follows the browser's.
    const page = await harness.signedInPage('sam', UPRIGHT_TABLET, 'es-GT');
    await page.goto(harness.url);
    await page.getByRole('menuitem', { name: 'Reloj marcador' }).click();
    const clock = page.getByRole('region', { name: 'Reloj marcador' });
    await clock.getByLabel('Código de empleado').fill('EMP-003');
    await clock.getByLabel('PIN').fill('0000');
    await clock.getByRole('button', { name: 'Marcar entrada' }).click();
    await clock.getByText(errorMessage('staff.wrongPin', undefined, 'es')).waitFor();

    for (const [button, said, state] of [
      ['Marcar entrada', 'marcó entrada', 'Entrada marcada'],
      ['Iniciar descanso', 'inició su descanso', 'En descanso'],
      ['Terminar descanso', 'terminó su descanso', 'Entrada marcada'],
      ['Marcar salida', 'marcó salida', 'Sin marcar entrada'],
    ] as const) {
      await clock.getByLabel('Código de empleado').fill('EMP-003');
      await clock.getByLabel('PIN').fill('2468');
      await clock.getByRole('button', { name: button }).click();
      await clock.getByText(new RegExp(`^Sam Pérez ${said} a las \\d{2}:\\d{2} — ${state}\\.$`)).waitFor();
      if (button === 'Marcar entrada') await screenshot(page, 'staff-time-tablet-es');
    }
    expect(await clock.getByLabel('PIN').inputValue()).toBe('');

    // Sam's own week, in Spanish.
    await page.getByRole('menuitem', { name: 'Mi tiempo' }).click();
    const own = page.getByRole('region', { name: 'Reloj' });
    await own.getByText('Sin marcar entrada').waitFor();
    for (const header of ['Día', 'Programado', 'Marcado', 'Horas prog.', 'Horas trab.']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'staff-time-my-time-es');
    await page.close();
  });
});

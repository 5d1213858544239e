import type { CalendarDate, RoomBookingReply, RoomReply } from '@lakeside/contracts';
import { Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { formatCalendarDate, retreatToday, weekdayInitial } from '../format/dates';

interface RoomNightsGridProps {
  rooms: readonly RoomReply[];
  dates: readonly CalendarDate[];
  /** room id → night → the booking holding it (see nightsByRoom). */
  nights: Map<string, Map<CalendarDate, RoomBookingReply>>;
  /** 'bookings': a bar per stay with the guest's name; 'availability': free or booked per night. */
  variant: 'bookings' | 'availability';
  label: string;
  /** room id → night → why it is blocked (availability variant): nights no booking holds but no guest may book. */
  blocked?: Map<string, Map<CalendarDate, string>>;
  /** Makes each stay a button (bookings variant), e.g. to open its details. */
  onSelectBooking?: (booking: RoomBookingReply) => void;
}

/** Consecutive nights of one room, grouped by the booking that holds them (or free). */
function segmentsOf(dates: readonly CalendarDate[], nights: Map<CalendarDate, RoomBookingReply> | undefined) {
  const segments: { booking: RoomBookingReply | undefined; dates: CalendarDate[] }[] = [];
  for (const date of dates) {
    const booking = nights?.get(date);
    const last = segments.at(-1);
    if (last && booking && last.booking?.id === booking.id) last.dates.push(date);
    else segments.push({ booking, dates: [date] });
  }
  return segments;
}

/** The room column stays visible while the nights scroll under it. */
const stickySx = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

const cellSx = { border: 1, borderColor: 'divider', p: 0, height: 34 } as const;

/** Room names take this much; the nights share the rest, never narrower than NIGHT_PX. */
const ROOM_COLUMN_PX = { xs: 112, sm: 176 };
const NIGHT_PX = 26;

/** A stay's bar: held (being paid) in amber, sold in the primary colour. */
function barSx(booking: RoomBookingReply) {
  const held = booking.status === 'held';
  return {
    bgcolor: held ? 'warning.light' : 'primary.main',
    color: held ? 'text.primary' : 'primary.contrastText',
    borderRadius: 1,
    px: 0.75,
    lineHeight: '26px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  } as const;
}

/** A night in the availability variant: free, booked, or blocked (by staff or another channel). */
const NIGHT_STATE_SX = {
  booked: { bgcolor: 'error.light', opacity: 0.85 },
  blocked: { bgcolor: 'grey.500', opacity: 0.85 },
  free: { bgcolor: 'success.light', opacity: 0.35 },
} as const;

function stayTitle(booking: RoomBookingReply): string {
  return `${booking.guestName} · ${formatCalendarDate(booking.checkinDate)} → ${formatCalendarDate(booking.checkoutDate)}`;
}

/**
 * Rooms down, nights across. Wide months scroll sideways inside the card, the room names
 * staying put, so a phone can read it too.
 */
export function RoomNightsGrid({
  rooms,
  dates,
  nights,
  blocked,
  variant,
  label,
  onSelectBooking,
}: RoomNightsGridProps) {
  const translate = useTranslate();
  const today = retreatToday();
  const scroller = useRef<HTMLDivElement>(null);
  const firstNight = dates[0];
  // On a narrow screen the month does not fit: start scrolled to today rather than the 1st.
  useEffect(() => {
    const container = scroller.current;
    const todayColumn = container?.querySelector<HTMLElement>('th[aria-current="date"]');
    const roomColumn = container?.querySelector<HTMLElement>('th');
    if (container && todayColumn && roomColumn) {
      container.scrollLeft = Math.max(0, todayColumn.offsetLeft - roomColumn.offsetWidth - 2 * todayColumn.offsetWidth);
    }
  }, [firstNight, today]);
  return (
    <Box ref={scroller} sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label={label}
        sx={{
          borderCollapse: 'collapse',
          tableLayout: 'fixed',
          width: '100%',
          minWidth: {
            xs: ROOM_COLUMN_PX.xs + dates.length * NIGHT_PX,
            sm: ROOM_COLUMN_PX.sm + dates.length * NIGHT_PX,
          },
          fontSize: 12,
        }}
      >
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...stickySx, textAlign: 'left', px: 1, width: ROOM_COLUMN_PX }}>
              {translate('dashboard.grid.room')}
            </Box>
            {dates.map((date) => (
              <Box
                component="th"
                scope="col"
                key={date}
                aria-current={date === today ? 'date' : undefined}
                sx={
                  date === today
                    ? { fontWeight: 700, color: 'primary.main', px: 0.25 }
                    : { fontWeight: 400, color: 'text.secondary', px: 0.25 }
                }
              >
                <div>{weekdayInitial(date)}</div>
                <div>{Number(date.slice(8))}</div>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.id}>
              <Box
                component="th"
                scope="row"
                sx={{ ...stickySx, ...cellSx, textAlign: 'left', px: 1, fontWeight: 500 }}
              >
                <Typography variant="body2" noWrap title={room.name}>
                  {room.name}
                </Typography>
              </Box>
              {variant === 'bookings'
                ? segmentsOf(dates, nights.get(room.id)).map(({ booking, dates: span }) =>
                    booking ? (
                      <Box component="td" key={span[0]} colSpan={span.length} sx={{ ...cellSx, p: '3px' }}>
                        <Tooltip title={stayTitle(booking)}>
                          {onSelectBooking ? (
                            <ButtonBase
                              onClick={() => onSelectBooking(booking)}
                              aria-label={translate('dashboard.grid.openBooking', { stay: stayTitle(booking) })}
                              sx={{
                                ...barSx(booking),
                                display: 'block',
                                width: '100%',
                                textAlign: 'left',
                                font: 'inherit',
                              }}
                            >
                              {booking.guestName}
                            </ButtonBase>
                          ) : (
                            <Box sx={barSx(booking)}>{booking.guestName}</Box>
                          )}
                        </Tooltip>
                      </Box>
                    ) : (
                      span.map((date) => <Box component="td" key={date} sx={cellSx} />)
                    ),
                  )
                : dates.map((date) => {
                    const booking = nights.get(room.id)?.get(date);
                    const block = booking ? undefined : blocked?.get(room.id)?.get(date);
                    const state = booking ? 'booked' : block ? 'blocked' : 'free';
                    const why = booking
                      ? translate('dashboard.grid.bookedBy', { guest: booking.guestName })
                      : block
                        ? translate('dashboard.grid.blockedFor', { why: block })
                        : translate('dashboard.grid.free');
                    return (
                      <Box
                        component="td"
                        key={date}
                        title={translate('dashboard.grid.night', {
                          room: room.name,
                          date: formatCalendarDate(date),
                          state: why,
                        })}
                        data-state={state}
                        sx={{ ...cellSx, ...NIGHT_STATE_SX[state] }}
                      />
                    );
                  })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

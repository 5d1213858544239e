/**
 * A fake online travel agency on 127.0.0.1 serving calendar exports shaped like Airbnb's and
 * Booking.com's real ones (VALUE=DATE events, their summaries, folded lines, CRLF), so the API's
 * real HTTP client and parser run in tests. Each path's answer can change between syncs, fail,
 * hang or grow too large; it answers 304 to a conditional GET for what it last sent, and
 * records every request with its headers.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An all-day event: the first night and the day the room is free again, 'yyyy-MM-dd'. */
export interface OtaEvent {
  uid: string;
  checkinDate: string;
  checkoutDate: string;
}

export type OtaAnswer =
  | { kind: 'calendar'; body: string }
  | { kind: 'fail'; status: number }
  | { kind: 'hang' }
  | { kind: 'oversized'; bytes: number }
  | { kind: 'garbage' };

export interface FakeOta {
  url: string;
  /** What GET `path` answers from now on. */
  serve(path: string, answer: OtaAnswer): void;
  requests: { path: string; headers: http.IncomingHttpHeaders; status: number }[];
  close(): Promise<void>;
}

const date = (value: string) => value.replaceAll('-', '');

/** Airbnb's export: "Reserved" for reservations, "Airbnb (Not available)" for closed nights, a folded DESCRIPTION. */
export function airbnbCalendar(reserved: OtaEvent[], notAvailable: OtaEvent[] = []): string {
  const event = (e: OtaEvent, summary: string, description?: string) => [
    'BEGIN:VEVENT',
    `DTEND;VALUE=DATE:${date(e.checkoutDate)}`,
    `DTSTART;VALUE=DATE:${date(e.checkinDate)}`,
    `UID:${e.uid}`,
    ...(description ? fold(`DESCRIPTION:${description}`) : []),
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ];
  return crlf([
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...reserved.flatMap((e) =>
      event(
        e,
        'Reserved',
        'Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM4KX9TQ2Z\\nPhone Number (Last 4 Digits): 4821',
      ),
    ),
    ...notAvailable.flatMap((e) => event(e, 'Airbnb (Not available)')),
    'END:VCALENDAR',
  ]);
}

/** Booking.com's export: every event "CLOSED - Not available", with a DTSTAMP. */
export function bookingComCalendar(closed: OtaEvent[]): string {
  return crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//EN',
    'METHOD:PUBLISH',
    ...closed.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20261124T080000Z',
      `DTSTART;VALUE=DATE:${date(e.checkinDate)}`,
      `DTEND;VALUE=DATE:${date(e.checkoutDate)}`,
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]);
}

/** RFC 5545 folding: lines of at most 75 octets, continued with a space. */
function fold(line: string): string[] {
  const parts = [line.slice(0, 75)];
  for (let index = 75; index < line.length; index += 74) parts.push(` ${line.slice(index, index + 74)}`);
  return parts;
}

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

export async function startFakeOta(): Promise<FakeOta> {
  const answers = new Map<string, OtaAnswer>();
  const requests: FakeOta['requests'] = [];
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const answer = answers.get(path) ?? { kind: 'fail', status: 404 };
    const record = (status: number) => requests.push({ path, headers: request.headers, status });
    switch (answer.kind) {
      case 'hang':
        record(0);
        return; // never answers; the client must give up
      case 'fail':
        record(answer.status);
        response.writeHead(answer.status, { 'content-type': 'text/html' }).end('<h1>Something went wrong</h1>');
        return;
      case 'garbage':
        record(200);
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Please sign in</body></html>');
        return;
      case 'oversized': {
        // No Content-Length: the client must count as it reads.
        record(200);
        response.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = Buffer.alloc(64 * 1024, 'X');
        let sent = 0;
        const pump = () => {
          while (sent < answer.bytes) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        response.on('error', () => undefined);
        pump();
        return;
      }
      case 'calendar': {
        const etag = `"${createHash('sha1').update(answer.body).digest('hex')}"`;
        if (request.headers['if-none-match'] === etag) {
          record(304);
          response.writeHead(304, { etag }).end();
          return;
        }
        record(200);
        response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(answer.body);
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serve: (path, answer) => answers.set(path, answer),
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

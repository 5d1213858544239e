import {
  currentTillReply,
  errorMessage,
  tillReportReply,
  tillSessionListReply,
  tillSessionReply,
  type ReplySchema,
} from '@lakeside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { activeLocale } from '../i18n/locale';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey, useStaffQuery } from '../providers/useStaffQuery';
import { fieldErrorsOf, serverMessage } from '../room-desk/serverReply';

export const TILL_PATH = 'till';
export const TILL_SESSIONS_PATH = 'till/sessions';
const reportPath = (sessionId: number) => `${TILL_SESSIONS_PATH}/${sessionId}/report`;

/** GET /api/till: the open session (null when the till is closed) and today's dollar rate. */
export const useTill = () => useStaffQuery(TILL_PATH, currentTillReply);

/** GET /api/till/sessions: newest first. */
export const useTillSessions = () => useStaffQuery(TILL_SESSIONS_PATH, tillSessionListReply);

/** GET /api/till/sessions/:id/report: X while open, Z once closed. */
export const useTillReport = (sessionId: number) => useStaffQuery(reportPath(sessionId), tillReportReply);

/** A write's outcome: its reply, or the server's refusal with the field errors for a form. */
export type WriteOutcome<T> = { ok: true; reply: T } | { ok: false; error: string; fields: Record<string, string> };

/**
 * POST /api/<path> with its contract. Whatever happened, the till's readers are refetched, so
 * the screen shows what the server now holds (a session another cashier opened meanwhile).
 */
export function useStaffWrite() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const queryClient = useQueryClient();
  return async <T>(
    path: string,
    body: unknown,
    contract: ReplySchema<T>,
    refresh: string[],
  ): Promise<WriteOutcome<T>> => {
    try {
      return { ok: true, reply: await dataProvider.postJson(path, body, contract) };
    } catch (error) {
      const fields = Object.fromEntries(
        Object.entries(fieldErrorsOf(error) ?? {}).map(([field, message]) => [field, String(message)]),
      );
      return {
        ok: false,
        error: serverMessage(error) ?? errorMessage('common.serverError', undefined, activeLocale()),
        fields,
      };
    } finally {
      await Promise.all(refresh.map((path) => queryClient.invalidateQueries({ queryKey: staffQueryKey(path) })));
    }
  };
}

const TILL_READERS = [TILL_PATH, TILL_SESSIONS_PATH];

/** Opening and closing the till, each refreshing the till's readers. */
export function useTillWrites() {
  const write = useStaffWrite();
  return {
    open: (body: { floatGtq: string; floatUsd: string; note: string }) =>
      write(TILL_SESSIONS_PATH, body, tillSessionReply, TILL_READERS),
    close: (sessionId: number, body: { countedGtq: string; countedUsd: string; note: string }) =>
      write(`${TILL_SESSIONS_PATH}/${sessionId}/close`, body, tillReportReply, [
        ...TILL_READERS,
        reportPath(sessionId),
      ]),
  };
}

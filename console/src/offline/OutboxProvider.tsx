import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { ORDERS_KEY } from '../pos/useOpenOrders';
import {
  addToOutbox,
  announceChange,
  onOutboxChange,
  outboxEntries,
  removeEntries,
  saveEntry,
  type OutboxEntry,
} from './outbox';
import { sendOutbox } from './sendOutbox';
import { useOnline } from './useOnline';

/** While entries wait and the device is online, the outbox is tried again this often. */
export const RESEND_MS = 10_000;

export interface Outbox {
  entries: OutboxEntry[];
  online: boolean;
  sending: boolean;
  /** Entries not yet accepted or refused by the server. */
  waiting: number;
  add: (entry: OutboxEntry) => Promise<void>;
  /** Sends what waits now (also done on reconnection, on start and every RESEND_MS). */
  send: () => Promise<void>;
  /** Resolves entries: drops them (a refusal dealt with, or sent ones cleared from the list). */
  remove: (seqs: readonly number[]) => Promise<void>;
  /** A refused entry goes back in line, e.g. after the till was opened. */
  retry: (entry: OutboxEntry) => Promise<void>;
}

const OutboxContext = createContext<Outbox | null>(null);

export function useOutbox(): Outbox {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('useOutbox needs an <OutboxProvider>');
  return outbox;
}

/** The POS's outbox: loaded from the device, shared with the other tabs, sent when the API is reachable. */
export function OutboxProvider({ children }: { children: ReactNode }) {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [sending, setSending] = useState(false);
  const inFlight = useRef<Promise<void> | null>(null);

  const reload = useCallback(async () => setEntries(await outboxEntries()), []);

  const send = useCallback(() => {
    inFlight.current ??= (async () => {
      setSending(true);
      try {
        await sendOutbox((path, body, contract) => dataProvider.postJson(path, body, contract), translate);
      } finally {
        setSending(false);
        inFlight.current = null;
        announceChange();
        await reload();
        // The open orders now hold what the server placed: its numbers and its totals.
        await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      }
    })();
    return inFlight.current;
  }, [dataProvider, queryClient, reload, translate]);

  const waiting = entries.filter((entry) => entry.state === 'waiting').length;

  useEffect(() => {
    void outboxEntries().then(setEntries);
    return onOutboxChange(() => void reload());
  }, [reload]);
  useEffect(() => {
    if (online && waiting > 0) void send();
    if (!online || waiting === 0) return;
    const timer = setInterval(() => void send(), RESEND_MS);
    return () => clearInterval(timer);
  }, [online, waiting, send]);

  const value = useMemo<Outbox>(
    () => ({
      entries,
      online,
      sending,
      waiting,
      send,
      add: async (entry) => {
        await addToOutbox(entry);
        await reload();
        if (navigator.onLine) void send();
      },
      remove: async (seqs) => {
        await removeEntries(seqs);
        await reload();
      },
      retry: async (entry) => {
        await saveEntry({ ...entry, state: 'waiting', refusal: undefined });
        announceChange();
        await reload();
      },
    }),
    [entries, online, sending, waiting, send, reload],
  );
  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}

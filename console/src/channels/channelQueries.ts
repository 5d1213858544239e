import { channelsReply, errorMessage, type ChannelsReply, type Language } from '@lakeside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocale } from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey, useStaffQuery } from '../providers/useStaffQuery';
import { fieldErrorsOf, serverMessage } from '../room-desk/serverReply';

export const CHANNELS_PATH = 'channels';

/** GET /api/channels, read with its contract. */
export const useChannels = () => useStaffQuery(CHANNELS_PATH, channelsReply);

/** What a write ended in: nothing to say, or the server's refusal (with its field errors for a form). */
export interface ChannelOutcome {
  error: string | null;
  fields: Record<string, string>;
}

/**
 * A write of the Channels page (POST or DELETE under /api/channels). Every write answers with
 * the whole page, which replaces the cached one, so the page shows what the server now holds.
 */
export function useChannelWrite() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const queryClient = useQueryClient();
  const locale = useLocale() as Language;
  return async (method: 'POST' | 'DELETE', path: string, body: unknown = {}): Promise<ChannelOutcome> => {
    try {
      const reply: ChannelsReply =
        method === 'POST'
          ? await dataProvider.postJson(`channels/${path}`, body, channelsReply)
          : await dataProvider.deleteJson(`channels/${path}`, channelsReply);
      queryClient.setQueryData(staffQueryKey(CHANNELS_PATH), reply);
      return { error: null, fields: {} };
    } catch (error) {
      const fields = Object.fromEntries(
        Object.entries(fieldErrorsOf(error) ?? {}).map(([field, message]) => [field, String(message)]),
      );
      return { error: serverMessage(error) ?? errorMessage('common.serverError', undefined, locale), fields };
    }
  };
}

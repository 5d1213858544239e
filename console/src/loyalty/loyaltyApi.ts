/** The loyalty API as the console calls it (api/src/loyalty): paths, reads and the two writes. */
import {
  loyaltyMemberListReply,
  loyaltyMemberPageReply,
  loyaltyMemberReply,
  loyaltySettingsReply,
  type LoyaltyMemberReply,
  type LoyaltySettingsInput,
} from '@lakeside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey, useStaffQuery } from '../providers/useStaffQuery';
import { fieldErrorsOf, serverMessage } from '../room-desk/serverReply';

export const MEMBERS_PATH = 'loyalty/members';
export const SETTINGS_PATH = 'loyalty/settings';
export const memberPath = (id: number) => `${MEMBERS_PATH}/${id}`;
/** The console route of a member's page. */
export const memberRoute = (id: number) => `/loyalty/members/${id}`;

/** GET /api/loyalty/settings: the rules in force (the till shows what points are worth). */
export const useLoyaltySettings = () => useStaffQuery(SETTINGS_PATH, loyaltySettingsReply);

/** GET /api/loyalty/members/:id */
export const useMemberPage = (id: number) => useStaffQuery(memberPath(id), loyaltyMemberPageReply);

/** A refusal as a form shows it: the server's words, and its field errors by field. */
export interface Refusal {
  message: string | null;
  fields: Record<string, string>;
}

export function refusalOf(error: unknown): Refusal {
  const fields = Object.fromEntries(
    Object.entries(fieldErrorsOf(error) ?? {}).map(([field, message]) => [field, String(message)]),
  );
  return { message: serverMessage(error) ?? null, fields };
}

export function useLoyaltyCalls() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const queryClient = useQueryClient();
  return {
    /** GET /api/loyalty/members?q= (at least 2 characters). */
    lookup: (q: string) => dataProvider.getJson(`${MEMBERS_PATH}?q=${encodeURIComponent(q)}`, loyaltyMemberListReply),
    enrol: (member: { name: string; phone: string; email: string }): Promise<LoyaltyMemberReply> =>
      dataProvider.postJson(MEMBERS_PATH, member, loyaltyMemberReply),
    saveRules: async (rules: LoyaltySettingsInput) => {
      const saved = await dataProvider.putJson(SETTINGS_PATH, rules, loyaltySettingsReply);
      await queryClient.invalidateQueries({ queryKey: staffQueryKey(SETTINGS_PATH) });
      return saved;
    },
  };
}

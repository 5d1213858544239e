import type { FeatureMessages } from './messageTree';
import { layoutMessages } from '../layout/messages';
import { consoleMessages } from './consoleMessages';
import { genericMessages } from '../generic/messages';
import { loginMessages } from '../login/messages';
import { commonMessages } from '../common/messages';
import { bookingPaymentMessages } from '../booking-payments/messages';
import { previewMessages } from '../preview/messages';
import { reviewMessages } from '../reviews/messages';
import { exchangeRateMessages } from '../exchange-rates/messages';
import { posMessages } from '../pos/messages';
import { kitchenMessages } from '../kitchen/messages';
import { folioMessages } from '../folio/messages';
import { loyaltyMessages } from '../loyalty/messages';
import { dashboardMessages } from '../dashboard/messages';
import { ownerMessages } from '../dashboard/owner/messages';
import { roomDeskMessages } from '../room-desk/messages';
import { sessionDeskMessages } from '../session-desk/messages';
import { roomsTodayMessages } from '../rooms-today/messages';
import { channelsMessages } from '../channels/messages';
import { roomPhotosMessages } from '../room-photos/messages';
import { stockMessages } from '../stock/messages';
import { expensesMessages } from '../expenses/messages';
import { tillMessages } from '../till/messages';
import { staffTimeMessages } from '../staff-time/messages';
import { ledgerMessages } from '../ledger/messages';
import { invoicesMessages } from '../invoices/messages';
import { offlineMessages } from '../offline/messages';

/**
 * Every feature's phrases. A screen's folder keeps its own messages.ts (defineMessages) and
 * adds one line here; the keys are `<namespace>.<key>`.
 */
export const FEATURE_MESSAGES: readonly FeatureMessages[] = [
  consoleMessages,
  layoutMessages,
  loyaltyMessages,
  posMessages,
  kitchenMessages,
  genericMessages,
  loginMessages,
  commonMessages,
  bookingPaymentMessages,
  previewMessages,
  reviewMessages,
  exchangeRateMessages,
  dashboardMessages,
  ownerMessages,
  roomDeskMessages,
  sessionDeskMessages,
  roomsTodayMessages,
  channelsMessages,
  roomPhotosMessages,
  stockMessages,
  expensesMessages,
  folioMessages,
  tillMessages,
  staffTimeMessages,
  ledgerMessages,
  invoicesMessages,
  offlineMessages,
];

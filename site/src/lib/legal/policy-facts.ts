/** The policy numbers from the contracts (docs/requirements/policies.md), formatted for the privacy and terms pages. */
import {
  AGE_POLICY,
  CHECK_IN_WINDOW,
  CHECK_OUT_WINDOW,
  FREE_CANCELLATION_HOURS,
  POLICIES_UPDATED_ON,
  PRIVACY_RESPONSE_DAYS,
  QUIET_HOURS,
  RECORD_RETENTION_YEARS,
  REFUND_BUSINESS_DAYS,
  STAY_LIMITS,
  TERMS_CHANGE_NOTICE_DAYS,
  type TimeWindow,
} from '@lakeside/contracts';
import { formatCalendarDate, formatTimeOfDay } from '../format';
import type { Lang } from '../i18n/languages';
import type { PolicyFacts } from '../i18n/legal-types';
import { siteConfig } from '../site-config';

/** '3:00 PM to 9:00 PM' / '3:00 p. m. a 9:00 p. m.' */
function timeRange(window: TimeWindow, lang: Lang): string {
  const joiner = lang === 'es' ? 'a' : 'to';
  return `${formatTimeOfDay(window.start, lang)} ${joiner} ${formatTimeOfDay(window.end, lang)}`;
}

export function policyFacts(lang: Lang): PolicyFacts {
  return {
    updatedOn: formatCalendarDate(POLICIES_UPDATED_ON, lang),
    cancellationHours: { ...FREE_CANCELLATION_HOURS },
    checkIn: timeRange(CHECK_IN_WINDOW, lang),
    checkOut: timeRange(CHECK_OUT_WINDOW, lang),
    quietHours: timeRange(QUIET_HOURS, lang),
    refundDays: { ...REFUND_BUSINESS_DAYS },
    minNights: STAY_LIMITS.minNights,
    retentionYears: RECORD_RETENTION_YEARS,
    privacyResponseDays: PRIVACY_RESPONSE_DAYS,
    termsNoticeDays: TERMS_CHANGE_NOTICE_DAYS,
    minimumAge: AGE_POLICY.minimumAge,
    adultAge: AGE_POLICY.adultAge,
    contactEmail: siteConfig().contact.email,
  };
}

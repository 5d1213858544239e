/**
 * English texts of the guest's own booking pages: /booking/{reference} (from the link in the
 * confirmation mail) and /booking (find my booking). The policy's numbers come from the
 * contracts (docs/requirements/policies.md) so the page cannot promise other terms;
 * `manage-booking-es.ts` has the same keys. `{placeholders}` are filled with `fill`.
 */
import { REFUND_BUSINESS_DAYS } from '@lakeside/contracts';

const REFUND_ARRIVES = `It reaches you within ${REFUND_BUSINESS_DAYS.min}–${REFUND_BUSINESS_DAYS.max} business days.`;

export const manageBookingEn = {
  title: 'Your booking',
  description: 'Your booking at Lakeside: what you booked, its payments and how to cancel it.',
  reference: 'Booking {reference}',
  greeting: 'Hello {name}. Here is your booking; keep this link to come back to it.',
  statusTitle: 'Status',
  status: {
    held: 'Awaiting payment',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    expired: 'Expired',
  },
  statusText: {
    held: 'We are holding this booking while its payment goes through.',
    confirmed: 'Everything is ready for you.',
    cancelled: 'This booking is cancelled.',
    expired: 'This hold ended before it was paid, so nothing was booked.',
  },
  details: {
    title: 'What you booked',
    checkin: 'Check-in',
    checkout: 'Check-out',
    date: 'Date',
    time: 'Time',
    guests: 'Guests',
    tickets: 'Tickets',
    people: 'People',
    calendar: 'Add it to my calendar (.ics)',
    invoice: 'Download the invoice (PDF)',
  },
  payment: {
    title: 'Payment',
    total: 'Total',
    paidOnline: 'Paid online',
    payAtRetreat: 'You pay at the retreat',
    balanceDue: 'Left to pay: {amount}, at the retreat when you arrive.',
    /** After a move to dearer dates: the difference, payable here through the provider the stay was paid with. */
    balanceDueOnline: 'Left to pay: {amount}. Pay it now, the way you paid your booking, or at the retreat when you arrive.',
    payBalance: 'Pay {amount} now',
    payBalanceByCard: 'Pay {amount} by card',
    payingBalance: 'Taking your payment…',
    balancePaid: 'Paid {amount}. Thank you: nothing is left to pay, and your receipt is on its way by e-mail.',
    balanceNotPaid: 'Your payment did not go through and nothing was charged. Please try again.',
    capture: {
      completed: 'Paid {amount} on {date}',
      pending: 'Payment of {amount} is being processed',
      failed: 'Payment of {amount} did not go through',
    },
    refund: {
      completed: 'Refunded {amount} on {date}',
      pending: 'Refund of {amount} on its way',
      failed: 'Refund of {amount} is delayed',
    },
    refundArrives: REFUND_ARRIVES,
    refundDelayed: 'Our team has been told and will complete it. Write to us if you have any question.',
  },
  cancellation: {
    title: 'Cancelling',
    freeUntil: 'Free cancellation until {date} at {time} (Guatemala time).',
    freeEnded: 'The free cancellation window ended on {date} at {time} (Guatemala time).',
    refundNow: `If you cancel now, we refund the full {amount} to the way you paid. ${REFUND_ARRIVES}`,
    keptNow:
      'If you cancel now, the retreat keeps the {amount} you paid: the free cancellation window ended on {date} at {time} (Guatemala time).',
    keptNoTerms:
      'If you cancel now, nothing is refunded automatically: this booking was made before our online cancellation terms. Please write to us first if you hope for a refund.',
    nothingToRefund: 'You have not paid anything online, so there is nothing to refund.',
    notCancellable: 'This booking can no longer be cancelled online. If your plans change, please write to us.',
    cancel: 'Cancel booking',
    confirmTitle: 'Cancel this booking?',
    confirm: 'Yes, cancel my booking',
    keep: 'Keep my booking',
    cancelledTitle: 'Your booking is cancelled',
    cancelledRefund: `We are refunding {amount}. ${REFUND_ARRIVES}`,
    cancelledKept: 'The retreat keeps the amount paid, as the free cancellation window had ended.',
    cancelledNothingPaid: 'Nothing was paid online, so there is nothing to refund.',
    failedTitle: 'Your booking was not cancelled',
    failed: 'We could not cancel it right now. Please try again in a moment, or write to us.',
  },
  /** Moving a room stay to other dates: the card on the booking page and the /dates page. */
  change: {
    title: 'Change dates',
    intro: 'Move your stay to other dates in the same room. You see the new price before anything changes.',
    checkin: 'New check-in',
    checkout: 'New check-out',
    seePrice: 'See the new price',
    pageTitle: 'Change your dates',
    pageDescription: 'Move your stay at Lakeside to other dates.',
    now: 'Your stay now',
    proposed: 'Your new stay',
    nightsOne: '1 night',
    nightsMany: '{count} nights',
    taken: 'Some of those nights are already booked. Please choose other dates.',
    refund: `We refund the difference, {amount}, to the way you paid. ${REFUND_ARRIVES}`,
    toPay: 'The new dates cost {amount} more, which you pay at the retreat when you arrive.',
    newTotalDue: 'You pay the new total at the retreat.',
    samePrice: 'The price stays the same.',
    confirm: 'Confirm the new dates',
    back: 'Back to my booking',
    otherDates: 'Choose other dates',
    notChangeable: 'The dates of this booking can no longer be changed online. If your plans change, please write to us.',
    failedTitle: 'Your dates were not changed',
    failed: 'We could not change them right now. Please try again in a moment, or write to us.',
    changedTitle: 'Your stay has new dates',
    changedText: 'We have sent you an e-mail with the new dates and a calendar invite that replaces the old one.',
  },
  help: 'Questions about your booking?',
  writeToUs: 'Write to us',
  notFound: {
    title: 'We could not find this booking',
    text: 'The link may be incomplete, replaced by a newer e-mail, or no longer valid after your stay. Enter your e-mail and booking reference, and we will send you a new link.',
  },
  unavailable: {
    title: 'We cannot show your booking right now',
    text: 'Please try again in a few minutes. Your booking is not affected.',
  },
  find: {
    title: 'Find my booking',
    description: 'Lost the e-mail with your booking link? Ask for a new one with your e-mail and booking reference.',
    heroText: 'Lost the e-mail with your booking link? We will send you a new one.',
  },
  /** The find-my-booking island's texts (a JSON prop: plain strings). */
  findForm: {
    title: 'Send me a new link',
    intro: 'Enter the e-mail you booked with and the reference from your confirmation e-mail.',
    email: 'Email',
    reference: 'Booking reference',
    referenceHint: 'For example R-4K7M-Q2XP.',
    submit: 'Send me a new link',
    sending: 'Sending...',
    sentTitle: 'Please check your e-mail',
    sent: 'If the details match a booking, we have sent you a new link. It can take a few minutes to arrive; please look in your spam folder too.',
    failedTitle: 'We could not send your request',
    failed: 'Please try again in a moment.',
    fixErrors: 'Please check the highlighted fields.',
  },
};

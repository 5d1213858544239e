import { describe, expect, test } from 'vitest';
import {
  NOTICES,
  cartTitle,
  containsAllergens,
  orderCreated,
  receiptReady,
  spotsAvailable,
  upToGuests,
  weekOf,
} from './notices.js';

/** The agreed screen texts (docs/requirements/validation-messages.md#agreed-texts), word for word. */
describe('NOTICES', () => {
  test.each([
    { actual: NOTICES.roomBooking.failedTitle, text: 'Booking Failed' },
    { actual: NOTICES.roomBooking.failed, text: 'There was an error processing your booking.' },
    {
      actual: NOTICES.roomBooking.paymentFlowFailed,
      text: 'There was an issue creating your booking. Please try again.',
    },
    { actual: NOTICES.roomBooking.confirmedTitle, text: 'Booking Confirmed!' },
    { actual: NOTICES.roomBooking.confirmed, text: 'Your room reservation has been successfully created.' },
    {
      actual: NOTICES.roomBooking.confirmedPayLater,
      text: 'Your booking has been created. Please complete payment with PayPal.',
    },
    { actual: NOTICES.roomBooking.requiredFieldsMissingTitle, text: 'Required Fields Missing' },
    {
      actual: NOTICES.roomBooking.noAccommodations,
      text: 'Try adjusting your search criteria or reducing the number of guests',
    },
    { actual: NOTICES.eventBooking.failed, text: 'Something went wrong. Please try again.' },
    { actual: NOTICES.eventBooking.failedAlternative, text: 'There was an issue with your booking. Please try again.' },
    {
      actual: NOTICES.eventBooking.confirmedEmailSent,
      text: 'Your tickets are reserved and a confirmation email has been sent!',
    },
    { actual: NOTICES.eventBooking.confirmed, text: 'Your tickets are reserved successfully!' },
    { actual: NOTICES.contact.failedTitle, text: 'Failed to Send Message' },
    { actual: NOTICES.contact.failed, text: 'Something went wrong. Please try again or contact us directly.' },
    { actual: NOTICES.contact.sentTitle, text: 'Message Sent Successfully!' },
    {
      actual: NOTICES.contact.sentEmailSent,
      text: "Thank you for contacting us. We'll get back to you within 24 hours.",
    },
    { actual: NOTICES.contact.sent, text: "Your message has been received and we'll respond soon." },
    { actual: NOTICES.newsletter.signedUpTitle, text: 'Thank you for signing up!' },
    { actual: NOTICES.newsletter.signedUp, text: "You'll be the first to know about the community updates." },
    { actual: NOTICES.volunteer.failed, text: 'Failed to submit application. Please try again.' },
    { actual: NOTICES.volunteer.submittedTitle, text: 'Application Submitted!' },
    { actual: NOTICES.expense.failed, text: 'Failed to add expense.' },
    { actual: NOTICES.expense.added, text: 'Your expense has been recorded successfully.' },
    { actual: NOTICES.menu.posLoadFailed, text: 'Error: Failed to load menu' },
    { actual: NOTICES.menu.fetchFailed, text: 'Failed to fetch menu' },
    { actual: NOTICES.pos.orderFailed, text: 'Failed to create order' },
    { actual: NOTICES.gallery.error, text: "We're having trouble connecting to Instagram right now." },
    { actual: NOTICES.admin.noRoomBookings, text: 'No room bookings yet' },
    { actual: NOTICES.notFoundTitle, text: '404 Page Not Found' },
  ])('"$text"', ({ actual, text }) => {
    expect(actual).toBe(text);
  });

  test('templated texts', () => {
    expect(orderCreated('ORD-0042')).toBe('Success: Order ORD-0042 created successfully!');
    expect(receiptReady('receipt.jpg')).toBe('receipt.jpg ready for upload');
    expect(spotsAvailable(12)).toBe('12 spots available');
    expect(weekOf('Mar 1, 2026')).toBe('Week of Mar 1, 2026');
    expect(containsAllergens(['gluten', 'dairy'])).toBe('Contains: gluten, dairy');
    expect(cartTitle(3)).toBe('Your Order (3)');
    expect(upToGuests(4)).toBe('up to 4 guests');
  });
});

/**
 * English texts of the room search and booking flow (home widget, /search-results,
 * /book/{roomType}, booking wizard). The agreed texts come from the contracts
 * (docs/requirements/validation-messages.md#agreed-texts) so they cannot drift;
 * `booking-es.ts` has the same keys. Island texts use `{placeholders}` (see `fill`).
 */
import { MESSAGES, NOTICES, type RoomFeature } from '@lakeside/contracts';

const ROOM = NOTICES.roomBooking;

export const bookingEn = {
  search: {
    checkin: 'Check-in',
    checkout: 'Check-out',
    nights: 'Nights',
    guests: 'Guests',
    nightsOption: '{n} nights',
    oneNight: '1 night',
    guestOption: '{n} guests',
    oneGuest: '1 guest',
    /** Toggle between picking a number of nights and a check-out date. */
    useNights: 'Select number of nights instead',
    useCheckout: 'Select a check-out date instead',
    submit: 'Search Available Rooms',
    widgetTitle: 'Find your dates',
    requiredFieldsMissingTitle: ROOM.requiredFieldsMissingTitle,
    /** 'Please fill in: ' followed by the missing field names (contracts' requiredFieldsMissing). */
    pleaseFillIn: 'Please fill in: {fields}',
    minimumStay: MESSAGES.minimumStay,
    checkinInPast: MESSAGES.checkinInPast,
    maximumStay: MESSAGES.maximumStay,
    checkoutBeforeCheckin: MESSAGES.checkoutBeforeCheckin,
  },
  results: {
    title: 'Available Accommodations',
    /** Opens the search form above the results (folded so the rooms start in view on a phone). */
    modifySearch: 'Change dates or guests',
    description:
      'Rooms and cottages free for your dates at Lakeside, San Marcos La Laguna, with the total for your stay.',
    /** /accommodation-search: the same search, entered before any dates are chosen. */
    searchTitle: 'Search Accommodations',
    searchDescription:
      'Pick your dates and number of guests to see which of our four lakefront rooms and cottages on Lake Atitlán are free.',
    selectDatesTitle: ROOM.selectDatesTitle,
    selectDatesText: 'Choose your check-in and check-out dates to see which rooms are free.',
    yourStay: 'Your Stay',
    summary: '{checkin} – {checkout} · {guests} · {nights}',
    nightsCount: '{n} nights',
    oneNight: '1 night',
    guestsCount: '{n} guests',
    oneGuest: '1 guest',
    noAccommodationsTitle: ROOM.noAccommodationsTitle,
    noAccommodations: ROOM.noAccommodations,
    photoCount: '{n} photos',
    onePhoto: '1 photo',
    illustration: 'Illustration',
    totalFor: 'Total for {nights}',
    perNight: '{price} per night',
    bookNow: 'Book Now',
    bookNowLabel: 'Book Now: {room}',
    unavailable: 'Not available',
    searchFailed:
      'We could not check availability right now. Please try again in a moment, or write to us and we will help you book.',
  },
  room: {
    /** The room page's <title> and meta description: the room names are the same in both languages. */
    pageTitle: '{room}: Book Online',
    pageDescription:
      '{room} at Lakeside on Lake Atitlán: up to {guests} guests, {price} per night. Choose your dates and book online.',
    notFoundTitle: ROOM.roomNotFoundTitle,
    notFoundText: 'We have no room by that name. Have a look at our accommodations instead.',
    returnToAccommodations: ROOM.returnToAccommodations,
    unavailableTitle: 'Room unavailable right now',
    unavailableText:
      'This room cannot be shown right now. Please try again in a moment, or write to us and we will help you book.',
    rating: '{rating} · {count} reviews',
    ratingOne: '{rating} · 1 review',
    upToGuests: 'up to {n} guests',
    perNight: 'per night',
    features: 'Room Features',
    /** The contracts' ROOM_FEATURES flags as guests read them. */
    featureNames: { WiFi: 'WiFi', Parking: 'Parking', Coffee: 'Coffee' } satisfies Record<RoomFeature, string>,
    amenities: 'Amenities',
    back: 'Accommodations',
  },
  bookCard: {
    title: 'Book Your Stay',
    checkin: 'Check-in date',
    checkout: 'Check-out date',
    guests: 'Guests',
    priceLine: '{price} × {nights}',
    nightsCount: '{n} nights',
    oneNight: '1 night',
    check: 'Check Availability & Book',
    checking: 'Checking…',
    missingDatesTitle: ROOM.missingDatesTitle,
    missingDates: MESSAGES.missingDates,
    tooManyGuestsTitle: ROOM.tooManyGuestsTitle,
    /** '{room} accommodates up to {n} guests' (contracts' tooManyGuests). */
    tooManyGuests: '{room} accommodates up to {n} guests',
    minimumStay: MESSAGES.minimumStay,
    /** A season asks for more nights (contracts' seasonMinimumStay, {n} filled in). */
    seasonMinimumStay:
      'Minimum stay for these dates is {n} nights. Please select a checkout date at least {n} days after your check-in date.',
    availableTitle: ROOM.availableTitle,
    availableText: '{room} is free for {nights}. Total {total}.',
    takenTitle: 'Dates not available',
    takenText:
      'Someone has already booked {room} on at least one of these nights. Please try other dates — or another room.',
    bookNow: 'Book Now',
    changeDates: 'Change Dates',
    otherRooms: 'See other rooms',
    checkFailed: 'We could not check availability right now. Please try again.',
  },
  wizard: {
    close: 'Close',
    guestsCount: '{n} guests',
    oneGuest: '1 guest',
    stepOf: 'Step {step} of 2',
    guestInfo: 'Guest Information',
    fullName: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    continue: 'Continue to Payment',
    missingInformationTitle: ROOM.missingInformationTitle,
    guestDetailsIncomplete: MESSAGES.guestDetailsIncomplete,
    payment: 'Payment',
    stay: '{checkin} – {checkout} · {nights} · {guests}',
    /** The payment step's price lines, from the server's night-by-night price. */
    priceBreakdown: 'Price for each night',
    /** '2 nights × $65': nights in a row at one rate. */
    nightsTimesRate: '{nights} × {rate}',
    /** Which nights a line covers, shown when the rate changes during the stay. */
    nightsRange: '{first} – {last}',
    /** A tax added to the nights, on its own line before the total: 'Tourism tax (10%)'. */
    addedTax: '{name} ({rate}%)',
    /** Under the total: the part of it an included tax is. */
    includedTax: '{term}: {amount}',
    includedTaxTerm: 'Includes {name} ({rate}%)',
    total: 'Total',
    /** The deadline the booking records, on the retreat's clock (docs/requirements/policies.md). */
    freeCancellationUntil:
      'Free cancellation until {date}, {time} (Guatemala time); after that the full amount is charged.',
    noFreeCancellation:
      'This stay starts too soon to cancel free of charge: if you cancel, the full amount is charged.',
    /** The required box before paying; {terms} is a link to the terms page. */
    acceptTerms: 'I accept the {terms} and the cancellation policy',
    termsLink: 'terms',
    acceptTermsFirst: 'To pay, first accept the terms and the cancellation policy above.',
    back: 'Back',
    simulatedLabel: 'Simulated payment — no money moves',
    pay: 'Pay {total}',
    paying: 'Processing payment…',
    loadingPayment: 'Loading payment options…',
    paymentUnavailable: 'Payment is not available right now. Please try again shortly.',
    /** Where the retreat takes both PayPal and cards (Recurrente), the guest picks one. */
    payWith: 'Pay with',
    payByPayPal: 'PayPal',
    payByCard: 'Card (Recurrente)',
    /** The card button: the guest leaves for Recurrente's page and comes back to /booking/return. */
    payCard: 'Pay {total} by card',
    cardRedirect: 'You will pay on Recurrente’s secure page and come back here.',
    redirecting: 'Taking you to the secure payment page…',
    failedTitle: ROOM.failedTitle,
    failed: ROOM.paymentFlowFailed,
    datesTakenTitle: 'These dates were just taken',
    datesTaken:
      'While you were filling in your details, someone else booked {room} for at least one of these nights. You have not been charged. Please choose other dates.',
    chooseOtherDates: 'Choose other dates',
    confirmedTitle: ROOM.confirmedTitle,
    confirmed: ROOM.confirmed,
    guest: 'Guest',
    room: 'Room',
    dates: 'Dates',
    totalPaid: 'Total paid',
    reference: 'Booking reference',
    emailSent: 'A confirmation e-mail has been sent to {email}.',
    emailNotSent: 'We could not send the confirmation e-mail yet; we will write to {email} shortly.',
    done: 'Done',
  },
  /** /booking/return: back from Recurrente's page, the booking is confirmed (or the guest chose to pay another way). */
  return: {
    title: 'Your payment',
    checking: 'Confirming your payment…',
    /** Recurrente has not told us the payment yet: try again shortly. */
    notYetPaid: 'We have not received the payment yet. If you paid, it can take a minute.',
    checkAgain: 'Check again',
    missing: 'This page needs the payment it is returning from. Please start your booking again.',
    cancelledTitle: 'Payment not completed',
    cancelled: 'You have not been charged. Your dates stay held for you until {time}.',
    cancelledExpired: 'You have not been charged. The hold on your dates has ended; please book again.',
    payAgain: 'Pay by card',
    chooseAgain: 'Book again with another way to pay',
    /** Event tickets and sauna sessions come back to the same page (`kind=event|sauna`). */
    sessionCancelled: 'You have not been charged. Your place stays held for you until {time}.',
    sessionCancelledExpired: 'You have not been charged. The hold on your place has ended; please book again.',
    sessionConfirmed: 'Your booking is paid and confirmed.',
    booked: 'Booked',
    when: 'When',
    tickets: 'Tickets',
    /** What a sauna booking is, with its length. */
    saunaSession: 'Private sauna session, {n} min',
    /** An event booking when the event's name was not remembered (another tab). */
    eventTickets: 'Event tickets',
    /** Back from paying what a change of dates left to pay (`balance={reference}`). */
    balancePaid: 'Paid {amount} for booking {reference}. Nothing is left to pay; your receipt is on its way by e-mail.',
    backToBooking: 'Back to my booking',
    balanceCancelled: 'You have not been charged. You can pay from your booking page whenever you like, or at the retreat.',
  },
  /** Server texts the flow shows, keyed by their English original (see bookingMessageTranslations). */
  serverMessages: {
    checkinInPast: MESSAGES.checkinInPast,
    minimumStay: MESSAGES.minimumStay,
    maximumStay: MESSAGES.maximumStay,
    checkoutBeforeCheckin: MESSAGES.checkoutBeforeCheckin,
    guestNameRequired: MESSAGES.guestNameRequired,
    phoneRequired: MESSAGES.phoneRequired,
    invalidPhone: MESSAGES.invalidPhone,
  },
};

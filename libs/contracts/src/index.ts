/**
 * @lakeside/contracts — what the api, site and console agree on: enums, limits,
 * validation messages, zod schemas of every guest and staff form, and exact money math.
 */
export * from './enums/community.js';
export * from './enums/finance.js';
export * from './enums/inventory.js';
export * from './enums/is-one-of.js';
export * from './enums/loyalty.js';
export * from './enums/payments.js';
export * from './enums/restaurant.js';
export * from './enums/rooms.js';
export * from './enums/staff.js';
export * from './enums/wellness.js';

export * from './admin-resources.js';
export * from './admin-schema.js';
export * from './api-errors.js';
export * from './errors/index.js';
export * from './calendar-date.js';
export * from './stay-rules.js';
export * from './event-horizon.js';
export * from './event-occurrence-id.js';
export * from './limits.js';
export * from './messages.js';
export * from './money.js';
export * from './notices.js';
export * from './policies.js';
export * from './room-desk.js';
export * from './room-housekeeping.js';
export * from './translations.js';

export * from './schemas/contact.js';
export * from './schemas/display-order.js';
export * from './schemas/event.js';
export * from './schemas/event-booking.js';
export * from './schemas/expense.js';
export * from './schemas/fields.js';
export * from './schemas/guest-details.js';
export * from './schemas/manage-booking.js';
export * from './schemas/inventory-item.js';
export * from './schemas/mailing-list.js';
export * from './schemas/menu-category.js';
export * from './schemas/menu-item.js';
export * from './schemas/money-fields.js';
export * from './schemas/newsletter-signup.js';
export * from './schemas/payment-fields.js';
export * from './schemas/restaurant-order.js';
export * from './schemas/room-booking.js';
export * from './schemas/room-search.js';
export * from './schemas/sauna-booking.js';
export * from './schemas/session-quote.js';
export * from './schemas/staff-login.js';
export * from './schemas/staff-member.js';
export * from './schemas/staff-room-booking.js';
export * from './schemas/staff-schedule.js';
export * from './schemas/stay-dates.js';
export * from './schemas/volunteer-application.js';

export * from './replies/reply.js';
export * from './replies/menu.js';
export * from './replies/kitchen.js';
export * from './replies/restaurant-order.js';
export * from './replies/rooms.js';
export * from './replies/room-booking.js';
export * from './replies/room-status-board.js';
export * from './replies/payments.js';
export * from './replies/events.js';
export * from './replies/event-booking.js';
export * from './replies/session-checkout.js';
export * from './replies/sauna.js';
export * from './replies/wellness.js';
export * from './replies/social-posts.js';
export * from './replies/staff-user.js';
export * from './replies/community.js';
export * from './replies/expenses.js';
export * from './replies/managed-booking.js';
export * from './bookings/booking-reference.js';

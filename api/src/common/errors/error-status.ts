import { HttpStatus } from '@nestjs/common';
import type { ErrorCode } from '@lakeside/contracts';

/**
 * The HTTP status of each error code, in one switch the compiler checks: a code added to the
 * contracts without a status here fails the build (the `never` below), so no refusal can
 * reach a client as a 500 by omission.
 */
export function httpStatusOf(code: ErrorCode): HttpStatus {
  switch (code) {
    case 'common.validationFailed':
    case 'common.badRequest':
    case 'admin.missingLink':
    case 'finance.receiptRejected':
    case 'ledger.unbalanced':
    case 'photos.rejected':
    case 'desk.reasonRequired':
    case 'payments.webhookSignatureInvalid':
    case 'bookings.sameDates':
      return HttpStatus.BAD_REQUEST;
    case 'common.signInRequired':
    case 'auth.invalidCredentials':
      return HttpStatus.UNAUTHORIZED;
    case 'common.forbidden':
    case 'auth.crossSite':
    case 'rooms.inspectionNeedsManager':
    case 'desk.overrideNeedsManager':
    case 'staff.noStaffMember':
    case 'staff.wrongPin':
      return HttpStatus.FORBIDDEN;
    case 'common.notFound':
    case 'loyalty.memberNotFound':
    case 'reviews.notFound':
    case 'rooms.notFound':
    case 'rooms.paymentNotFound':
    case 'bookings.notFound':
    case 'events.notFound':
    case 'events.sessionNotFound':
    case 'checkout.orderNotFound':
    case 'restaurant.orderNotFound':
    case 'till.sessionNotFound':
    case 'restaurant.ticketNotFound':
    case 'restaurant.stationNotFound':
    case 'finance.expenseNotFound':
    case 'finance.receiptNotFound':
    case 'invoices.notFound':
    case 'invoices.sourceNotFound':
    case 'ledger.entryNotFound':
    case 'inventory.itemNotFound':
    case 'channels.notFound':
    case 'photos.notFound':
      return HttpStatus.NOT_FOUND;
    case 'common.methodNotAllowed':
    case 'auth.signOutByPost':
    case 'admin.readOnly':
      return HttpStatus.METHOD_NOT_ALLOWED;
    case 'common.duplicate':
    case 'common.linkedRecords':
    case 'admin.inUse':
    case 'rooms.datesUnavailable':
    case 'rooms.paidButDatesTaken':
    case 'rooms.bookingCancelled':
    case 'checkout.bookingCancelled':
    case 'checkout.paidButTaken':
    case 'checkout.nothingToPay':
    case 'rooms.alreadyCancelled':
    case 'rooms.notArrivingToday':
    case 'rooms.notInHouse':
    case 'rooms.noShowTooEarly':
    case 'rooms.nothingToPayAtDesk':
    case 'rooms.housekeepingOrder':
    case 'desk.notCancellable':
    case 'desk.nothingToPay':
    case 'desk.notAttendable':
    case 'desk.noShowTooEarly':
    case 'bookings.notCancellable':
    case 'bookings.datesNotChangeable':
    case 'bookings.nothingToPay':
    case 'desk.notMovable':
    case 'rooms.changedMeanwhile':
    case 'payments.alreadyUsed':
    case 'payments.nothingToRetry':
    case 'events.sessionStarted':
    case 'events.soldOut':
    case 'events.notEnoughSpots':
    case 'events.resourceBusy':
    case 'sauna.slotTaken':
    case 'sauna.slotTakenByCommunalSession':
    case 'sauna.slotStarted':
    case 'restaurant.itemsUnavailable':
    case 'restaurant.ticketAlreadyAt':
    case 'restaurant.alreadyPaid':
    case 'folio.notInHouse':
    case 'till.notOpen':
    case 'loyalty.memberInactive':
    case 'loyalty.contactTaken':
    case 'loyalty.notEnoughPoints':
    case 'loyalty.belowMinimum':
    case 'loyalty.redeemExceedsTotal':
    case 'till.alreadyOpen':
    case 'staff.alreadyClockedIn':
    case 'staff.notClockedIn':
    case 'staff.breakTaken':
    case 'staff.breakState':
    case 'staff.weekOpen':
    case 'staff.entryApproved':
    case 'till.alreadyClosed':
    case 'till.noExchangeRate':
    case 'ledger.periodClosed':
    case 'ledger.periodAlreadyClosed':
    case 'ledger.periodNotOver':
    case 'ledger.alreadyReversed':
    case 'ledger.noExchangeRate':
    case 'restaurant.orderCancelled':
    case 'restaurant.paidNotCancellable':
    case 'restaurant.servedNotCancellable':
    case 'restaurant.sampleMenuExists':
    case 'channels.nightsTaken':
    case 'channels.blockFromChannel':
    case 'channels.tooManyFeeds':
    case 'photos.roomFull':
    case 'photos.duplicate':
    case 'reviews.alreadyReviewed':
    case 'invoices.sourceNotInvoiceable':
    case 'invoices.alreadyInvoiced':
    case 'invoices.wrongStatus':
    case 'invoices.sourceUnpaid':
    case 'invoices.noEmail':
      return HttpStatus.CONFLICT;
    case 'common.payloadTooLarge':
    case 'finance.receiptTooLarge':
    case 'photos.tooLarge':
    case 'photos.tooManyFiles':
      return HttpStatus.PAYLOAD_TOO_LARGE;
    case 'common.unsupportedMediaType':
      return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
    case 'rooms.paymentRequired':
    case 'rooms.paymentForAnotherBooking':
    case 'payments.priceMismatch':
    case 'payments.notCompleted':
    case 'payments.providerNotOffered':
    case 'checkout.payAtRetreatNotOffered':
    case 'payments.refundOverRefundable':
    case 'restaurant.idempotencyKeyReused':
      return HttpStatus.UNPROCESSABLE_ENTITY;
    case 'common.tooManyRequests':
    case 'auth.signInLocked':
    case 'staff.tooManyPinAttempts':
      return HttpStatus.TOO_MANY_REQUESTS;
    case 'common.serverError':
      return HttpStatus.INTERNAL_SERVER_ERROR;
    case 'common.apiUnavailable':
    case 'common.replyUnreadable':
    case 'payments.providerUnavailable':
      return HttpStatus.BAD_GATEWAY;
    case 'common.serviceUnavailable':
    case 'payments.providerNotConfigured':
      return HttpStatus.SERVICE_UNAVAILABLE;
    default:
      return unreachable(code);
  }
}

function unreachable(code: never): never {
  throw new Error(`Error code without an HTTP status: ${String(code)}`);
}

/**
 * The code of an error the framework raised with only a status (Nest's unknown-route 404,
 * Fastify's malformed JSON 400 or oversized body 413, a pipe's 400): the nearest common code.
 */
export function codeOfStatus(status: HttpStatus): ErrorCode {
  switch (status) {
    case HttpStatus.UNAUTHORIZED:
      return 'common.signInRequired';
    case HttpStatus.FORBIDDEN:
      return 'common.forbidden';
    case HttpStatus.NOT_FOUND:
      return 'common.notFound';
    case HttpStatus.METHOD_NOT_ALLOWED:
      return 'common.methodNotAllowed';
    case HttpStatus.CONFLICT:
      return 'common.duplicate';
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return 'common.payloadTooLarge';
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return 'common.unsupportedMediaType';
    case HttpStatus.TOO_MANY_REQUESTS:
      return 'common.tooManyRequests';
    default:
      return Number(status) >= 500 ? 'common.serverError' : 'common.badRequest';
  }
}

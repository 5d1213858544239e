/** The parts of PayPal Orders v2 replies that the booking flow reads. */

export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalCapture {
  id: string;
  /** COMPLETED, PENDING (e.g. under review), DECLINED, FAILED… */
  status: string;
  amount?: PayPalMoney;
}

/** POST /v2/payments/captures/{id}/refund. */
export interface PayPalRefund {
  id: string;
  /** COMPLETED, PENDING, CANCELLED, FAILED. */
  status: string;
}

export interface PayPalOrder {
  id: string;
  /** CREATED, APPROVED, COMPLETED, PAYER_ACTION_REQUIRED, VOIDED… */
  status: string;
  purchase_units?: Array<{
    reference_id?: string;
    amount?: PayPalMoney;
    payments?: { captures?: PayPalCapture[] };
  }>;
}

/** Shape of the privacy policy and terms, written per language from the same facts. */

/** The policy numbers, already formatted for the page's language. */
export interface PolicyFacts {
  updatedOn: string;
  cancellationHours: { accommodation: number; events: number; wellness: number };
  checkIn: string;
  checkOut: string;
  quietHours: string;
  refundDays: { min: number; max: number };
  minNights: number;
  retentionYears: number;
  privacyResponseDays: number;
  termsNoticeDays: number;
  minimumAge: number;
  adultAge: number;
  contactEmail: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

export interface LegalTexts {
  updated: string;
  otherDocument: { privacy: string; terms: string };
  backHome: string;
  privacy: (facts: PolicyFacts) => LegalDocument;
  terms: (facts: PolicyFacts) => LegalDocument;
}

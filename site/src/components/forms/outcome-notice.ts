/**
 * What a guest form's submission came to, and the notice box texts of each outcome
 * (titles, fallbacks and success texts; docs/requirements/validation-messages.md#outcome-notices), for FormNotice.
 */
export type Outcome<Reply> =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** The browser found problems; nothing was sent. */
  | { kind: 'invalid' }
  | { kind: 'sent'; reply: Reply }
  /**
   * `message` is the API's (translated), or null when it gave none; `onFields` when it named
   * fields; `conflict` on a 409 (what the guest chose was taken meanwhile).
   */
  | { kind: 'failed'; message: string | null; onFields: boolean; conflict: boolean };

interface NoticeTexts {
  sentTitle: string;
  failedTitle: string;
  /** When the API said nothing usable (network failure, an HTML error page). */
  failed: string;
  /** Above the fields' own messages; forms without it let the fields speak alone. */
  fixErrors?: string;
  /** Said on a 409 instead of the API's message, in the form's own words ('slot taken'). */
  conflict?: string;
}

export function outcomeNotice<Reply>(outcome: Outcome<Reply>, texts: NoticeTexts, sentText: (reply: Reply) => string) {
  // Field errors move the focus to their field; other outcomes bring the notice on screen.
  switch (outcome.kind) {
    case 'sent':
      return { tone: 'success' as const, title: texts.sentTitle, text: sentText(outcome.reply), reveal: true };
    case 'failed':
      return {
        tone: 'error' as const,
        title: texts.failedTitle,
        text: (outcome.conflict ? texts.conflict : undefined) ?? outcome.message ?? texts.failed,
        reveal: !outcome.onFields,
      };
    case 'invalid':
      return texts.fixErrors === undefined ? { tone: null } : { tone: 'error' as const, text: texts.fixErrors };
    default:
      return { tone: null };
  }
}

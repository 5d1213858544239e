/** The id of an occurrence's card on /events: its structured data's offer links to it. */
export function eventAnchor(occurrenceId: string): string {
  return `event-${occurrenceId}`;
}

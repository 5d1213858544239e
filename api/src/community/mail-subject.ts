/**
 * A subject line from guest-typed parts: whitespace (newlines included) folded to single
 * spaces, so nothing a guest types can start a new header line.
 */
export function mailSubject(...parts: string[]): string {
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** Guest free text as mail paragraphs: one per non-empty line, since the layout's paragraphs are single lines in HTML. */
export function asParagraphs(text: string | null): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

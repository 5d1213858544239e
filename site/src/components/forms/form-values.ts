/** Reads a form's named controls as strings (the shape the contracts' schemas parse). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') values[name] = value;
  });
  return values;
}

/** A whole number typed in a field, or the fallback when it is empty or not a whole number. */
export function wholeNumberOr(text: string | undefined, fallback: number): number {
  const value = Number(text?.trim() || Number.NaN);
  return Number.isInteger(value) ? value : fallback;
}

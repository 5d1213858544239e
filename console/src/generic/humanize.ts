import { choiceLabel } from '../schema/resourceLabels';

/** SelectInput choices from an enum's values, labelled as staff read them in the console's language. */
export function choicesOf(values: readonly (string | number)[]): { id: string | number; name: string }[] {
  return values.map((value) => ({ id: value, name: choiceLabel(value) }));
}

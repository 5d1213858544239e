import { isMoney, isQuantity, MESSAGES, messageIn, tooLong } from '@lakeside/contracts';
import { required, type Validator } from 'react-admin';
import { activeLocale } from '../i18n/locale';
import type { FieldSchema } from '../schema/resourceSchema';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Same texts as the API's, so a message does not change between the browser and the server, in
 * the console's language (the contracts' Spanish of each, as httpClient shows the API's).
 */
const said = (english: string) => messageIn(activeLocale(), english);

const maxLength =
  (max: number): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value.length > max ? said(tooLong(max)) : undefined;

const money: Validator = (value: unknown) =>
  isEmpty(value) || isMoney(value) ? undefined : said(MESSAGES.invalidAmount);

const quantity: Validator = (value: unknown) =>
  isEmpty(value) || isQuantity(value) ? undefined : said(MESSAGES.stockMin);

/** A JSON input holds text only while it does not parse. */
const json: Validator = (value: unknown) => (typeof value === 'string' ? said(MESSAGES.invalidInput) : undefined);

/**
 * Client-side checks read from the schema: required, length, money and quantity formats.
 * Booleans and lists always have a value (false, []), so "required" never applies to them;
 * the server's per-resource rules (with MESSAGES from the contracts) still answer on the fields.
 */
export function validatorsFor(field: FieldSchema): Validator[] {
  const validators: Validator[] = [];
  if (field.required && field.type !== 'boolean' && field.type !== 'list')
    validators.push(required(said(MESSAGES.required)));
  if (field.maxLength) validators.push(maxLength(field.maxLength));
  if (field.type === 'money') validators.push(money);
  if (field.type === 'quantity') validators.push(quantity);
  if (field.type === 'list' && !field.choices) validators.push(json);
  return validators;
}

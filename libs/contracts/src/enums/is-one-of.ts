/**
 * Narrows an unknown value to one of the values of an `as const` list. Lets a query
 * parameter or a database string be checked against an enum without a cast.
 *
 * @example isOneOf(ROOM_IDS, params.roomType) // params.roomType is RoomId afterwards
 */
export function isOneOf<const T extends readonly unknown[]>(list: T, value: unknown): value is T[number] {
  return list.includes(value);
}

/**
 * The shape of a dictionary with every text widened to `string`. English texts quoted from
 * the contracts have literal types ('Invalid email address'); the translation only has to
 * match the keys, not the words.
 */
export type Texts<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Result
    : { [Key in keyof T]: Texts<T[Key]> };

/*
 * How a form's values, as its inputs hold them, become the values of its body (docs/forms.md):
 * a choice not made yet and an empty number are null, which the contract's schema (or the
 * screen's `check`) refuses with its own message. A JSON body never turns text into a number.
 */

/** A number input's value: a number, or text ('' while empty, as NumberInput hands it over). */
export type TNumberValue = number | string;

export const numberOf = (value: TNumberValue): number | null =>
  value === '' ? null : Number(value);

/** The id chosen in a Select (its value is the id as text), null while none is. */
export const idOf = (value: string | null): number | null =>
  value === null ? null : Number(value);

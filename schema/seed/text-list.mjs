/** A list-of-texts field's value (table cells, column headers, features): `[{ text }, …]`. */
export const texts = (...entries) => entries.map((text) => ({ text }));

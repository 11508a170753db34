import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './query-values.ts';

/**
 * One line of text a person types: a name, a title, a phone, a city, a practice's name. Trimmed, and
 * refused with the field's message when it holds a control character: a line break in a name would
 * start a line of its own in a plain-text mail ("Bob\r\nBcc: ..."), and PostgreSQL refuses a NUL in
 * any text. Every single-line field of every input schema starts from it (single-line.test.ts).
 */
export const singleLine = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .trim()
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);

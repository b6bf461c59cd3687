import { idMallActions } from '@console/contract';

const { ID_DIGITS_MIN, ID_DIGITS_MAX } = idMallActions;
const NUMBER = new RegExp(`^\\d{${ID_DIGITS_MIN},${ID_DIGITS_MAX}}$`);

/** A pretty number is digits only, 4 to 12 of them (leading zeros are digits too). */
export function isIdNumber(value: string): boolean {
  return NUMBER.test(value);
}

/**
 * Pairs of equal digits side by side, counted left to right without overlap: 112233 and 888888
 * have 3, 8881 has 1, 5201314 none. A digit belongs to one pair at most, so 888888 is three pairs
 * (88 88 88), not five.
 */
export function pairsOf(number: string): number {
  let pairs = 0;
  for (let at = 0; at + 1 < number.length; at++) {
    if (number[at] === number[at + 1]) {
      pairs++;
      at++;
    }
  }
  return pairs;
}

/** The letter pattern of a text: its first symbol is A, the next new one B… 112233 → AABBCC, 520520 → ABCABC. */
export function shapeOf(text: string): string {
  const letters = new Map<string, string>();
  let shape = '';
  for (const symbol of text) {
    let letter = letters.get(symbol);
    if (letter === undefined) {
      letter = String.fromCharCode(65 + letters.size);
      letters.set(symbol, letter);
    }
    shape += letter;
  }
  return shape;
}

/** What the search's pattern asks: numbers LIKE digits with wildcards, or numbers of one shape. */
export type NumberPattern = { like: string } | { shape: string };

const DIGITS_WITH_WILDCARDS = /^[\d?*]+$/;
const LETTERS = /^[A-Z]+$/;

/**
 * Reads the search's pattern, or null when it is malformed. Digits with `?` (one digit) and `*`
 * (any digits, none too) match the whole number: `*888` ends in 888, `520*` starts with 520, `1?1?`
 * is four digits. Letters give a shape matched whole, by its letters' repeats, not their names:
 * XXYY is AABB. Digits and letters do not mix.
 */
export function parsePattern(raw: string): NumberPattern | null {
  const text = raw.trim().toUpperCase();
  if (DIGITS_WITH_WILDCARDS.test(text)) {
    const fixed = text.replaceAll('*', '').length;
    // Only stars matches every number: not a pattern worth a search. Longer than a number: nothing could match.
    if (fixed === 0 || fixed > ID_DIGITS_MAX) return null;
    // LIKE's own wildcards; digits need no escaping.
    return { like: text.replace(/\*+/g, '%').replaceAll('?', '_') };
  }
  if (LETTERS.test(text)) {
    const shape = shapeOf(text);
    // A number has ten digits to tell apart: a shape needing an eleventh letter matches nothing.
    const distinct = new Set(text).size;
    if (text.length < ID_DIGITS_MIN || text.length > ID_DIGITS_MAX || distinct > 10) return null;
    return { shape };
  }
  return null;
}

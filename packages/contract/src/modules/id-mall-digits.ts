/**
 * How long a pretty number may be (SPEC §3 "digit count"), in the mall and on the lock list alike.
 * Its own file so that the declarations and their labels can both read it.
 */
export const ID_DIGITS_MIN = 4;
export const ID_DIGITS_MAX = 12;
/** The digit counts a number type can have, in order. */
export const ID_DIGIT_COUNTS = Array.from({ length: ID_DIGITS_MAX - ID_DIGITS_MIN + 1 }, (_, n) => n + ID_DIGITS_MIN);

/**
 * A request the caller got wrong before the engine could read it: a malformed or unterminated body
 * (400), one over the limits (413), or a content type the API does not take (415). Answered with
 * that HTTP status and the envelope's 'invalid input' message, never as a fault.
 */
export class CallerFault extends Error {
  readonly statusCode: 400 | 413 | 415;

  constructor(message: string, statusCode: 400 | 413 | 415) {
    super(message);
    this.statusCode = statusCode;
  }
}

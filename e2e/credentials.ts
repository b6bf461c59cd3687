/** The password of the built-in admin and every demo staff account in the browser tests. */
export const E2E_PASSWORD = 'e2e password 123';

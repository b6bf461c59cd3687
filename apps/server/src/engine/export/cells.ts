/**
 * Text a spreadsheet would run as a formula (= + - @, or a leading tab/CR) gets a leading quote,
 * so an exported nickname like `=HYPERLINK(…)` stays text (DESIGN §6).
 */
export function safeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly (string | number)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

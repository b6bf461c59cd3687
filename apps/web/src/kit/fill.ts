/** Fills the `{{name}}` slots of a word (the interface's words and the screens' own write them so). */
export function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

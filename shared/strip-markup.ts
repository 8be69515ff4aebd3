/** Removes every tag (and what script/style elements hold), decodes nothing, trims. For plain-text fields. */
export function stripMarkup(value: string): string {
  return value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>?/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * JSON for a `<script type="application/…json">` block: `<`, `>` and `&` as \u escapes, so no text
 * can close the element (`</script>`) or open a comment (`<!--`); the JSON means the same.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

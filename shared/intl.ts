// Intl's formatters, made once per locale and options (making one costs far more than using it), and
// their text made the same on every engine.

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Intl's text with plain spaces for the narrow no-break and thin ones that some engines put around
 * times and ranges ("4:00 PM", "4:00 – 8:00") and others do not: a page rendered on the server then
 * reads the same in every browser.
 */
export const plainSpaces = (text: string) => text.replace(/[\u202f\u2009]/g, ' ');

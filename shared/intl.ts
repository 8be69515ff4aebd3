// Intl's formatters, made once per locale and options (making one costs far more than using it), and
// their text made the same on every engine.

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function made<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  made(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  made(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/**
 * Intl's text with plain spaces for the narrow no-break and thin ones that some engines put around
 * times and ranges ("4:00 PM", "4:00 – 8:00") and others do not: a page rendered on the server then
 * reads the same in every browser.
 */
export const plainSpaces = (text: string) => text.replace(/[\u202f\u2009]/g, ' ');

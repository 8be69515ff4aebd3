import type { Language } from '../../../../shared/constants';
import { localeOf } from '../../../lib/format';

/** An average rating with one decimal in the reader's locale: 4.5, 4,5 in Ukrainian; 4.0 stays 4.0. */
export function formatAverage(average: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}

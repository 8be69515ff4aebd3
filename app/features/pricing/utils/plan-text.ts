import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { formatMoney } from '../../../../shared/money';
import type { Plan } from '../../../../shared/schemas/plans';

type Named = Pick<Plan, 'name_en' | 'name_uk' | 'description_en' | 'description_uk'>;

/** The reader's language ('uk' or 'en') and functions for a plan's texts and prices in it. */
export function usePlanText() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'uk';
  return {
    language,
    name: (plan: Named) => (language === 'en' ? plan.name_en : plan.name_uk),
    description: (plan: Named) => (language === 'en' ? plan.description_en : plan.description_uk),
    money: (cents: number, currency: string) => formatMoney(cents, currency, language),
  };
}

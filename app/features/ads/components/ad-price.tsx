import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

type Props = { price: number | null } & Omit<TypographyProps, 'children'>;

/** null -> "Price on request", 0 -> "Free", otherwise the amount in the interface language. */
export function AdPrice({ price, ...typography }: Props) {
  const { t, i18n } = useTranslation();
  const text =
    price === null
      ? t('ads.priceOnRequest')
      : price === 0
        ? t('ads.free')
        : formatMoney(price, currentLanguage(i18n.language));
  return <Typography {...typography}>{text}</Typography>;
}

import Typography, { type TypographyProps } from '@mui/material/Typography';
import { type Priced, usePriceText } from '../hooks/use-price-text';

type Props = { ad: Priced } & Omit<TypographyProps, 'children'>;

/** null -> "Price on request", 0 -> "Free", otherwise the amount in the ad's currency. */
export function AdPrice({ ad, ...typography }: Props) {
  const priceText = usePriceText();
  return <Typography {...typography}>{priceText(ad)}</Typography>;
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type FooterLink = { key: string; label: string; href: string; external?: boolean };

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function FooterLinkColumn({ heading, links }: { heading: string; links: FooterLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <Box>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              underline="hover"
              color="text.secondary"
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.label}
              {link.external && (
                <Box component="span" sx={visuallyHidden}>{` ${t('footer.opensInNewTab')}`}</Box>
              )}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

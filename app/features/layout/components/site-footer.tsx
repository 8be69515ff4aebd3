import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePlatformFeatures } from '../../platform-settings/api/get-platform-settings';
import { useSiteConfig } from '../../site-config/api/get-site-config';
import { type FooterLink, FooterLinkColumn } from './footer-link-column';

/** Desktop footer: name and year, sister sites, social link, site and account links. */
export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const features = usePlatformFeatures();
  const links = config.data?.links;
  const external = (key: string, label: string, href: string | undefined): FooterLink[] =>
    href ? [{ key, label, href, external: true }] : [];

  const community: FooterLink[] = [
    ...external('old', t('footer.oldSite'), links?.old_site),
    ...external('youth', t('footer.youthSite'), links?.youth_site),
    ...external('liturgy', t('footer.liturgySite'), links?.liturgy_site),
  ];
  const site: FooterLink[] = [
    { key: 'home', label: t('nav.home'), href: '/' },
    { key: 'post', label: t('nav.postAd'), href: '/post-ad' },
    { key: 'search', label: t('nav.search'), href: '/search' },
    ...(features.pricing_page ? [{ key: 'pricing', label: t('pages.pricing'), href: '/pricing' }] : []),
  ];
  const account: FooterLink[] = signedIn
    ? [
        { key: 'profile', label: t('nav.profile'), href: '/profile' },
        { key: 'my-ads', label: t('nav.myAds'), href: '/my-ads' },
        { key: 'favorites', label: t('nav.favorites'), href: '/favorites' },
      ]
    : [
        { key: 'sign-in', label: t('nav.signIn'), href: '/login' },
        { key: 'sign-up', label: t('nav.signUp'), href: '/register' },
      ];
  const social = external('social', t('footer.socialLink'), links?.social);

  return (
    <Box
      component="footer"
      data-testid="site-footer"
      sx={{ mt: 8, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Box sx={{ maxWidth: 1440, mx: 'auto', px: { md: 4 }, py: 5 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr 1fr 1fr', gap: 4 }}>
          <Stack spacing={1}>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
              {t('app.name')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 320 }}>
              {t('footer.about')}
            </Typography>
          </Stack>
          <FooterLinkColumn heading={t('footer.linksHeading')} links={site} />
          <FooterLinkColumn heading={t('footer.sisterSites')} links={community} />
          <FooterLinkColumn heading={t('footer.social')} links={social} />
          <FooterLinkColumn heading={t('footer.accountHeading')} links={account} />
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </Box>
  );
}

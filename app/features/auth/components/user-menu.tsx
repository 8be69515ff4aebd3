import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SavedSearchOutlinedIcon from '@mui/icons-material/SavedSearchOutlined';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SessionUser } from '../api/get-session';
import { useSignOut } from '../api/sign-out';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts.length > 1 ? `${parts[0]?.[0]}${parts[1]?.[0]}` : (parts[0]?.slice(0, 2) ?? '?')
  ).toUpperCase();
}

/** Avatar button with a menu: welcome line, profile and favourites links, sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();
  const menuId = useId();
  const displayName = user.display_name || (user.email ?? '');

  const handleSignOut = () => {
    setAnchor(null);
    // mutateAsync: this menu unmounts as soon as the session is cleared, so per-call callbacks would not run.
    signOut.mutateAsync().then(
      () => toast.success(t('account.signedOut')),
      () => toast.error(t('account.signOutFailed')),
    );
  };

  return (
    <>
      <Tooltip title={t('account.menuLabel')}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('account.menuLabel')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
          data-testid="user-menu"
        >
          <Avatar
            alt=""
            sx={{
              width: 36,
              height: 36,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 15,
            }}
          >
            {initials(displayName)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography sx={{ px: 2, py: 1, fontWeight: 600, maxWidth: 280 }} noWrap>
          {t('account.welcome', { name: displayName })}
        </Typography>
        <Divider />
        <MenuItem component={Link} to="/profile" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('account.profile')}
        </MenuItem>
        <MenuItem component={Link} to="/favorites" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <FavoriteBorderIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.favorites')}
        </MenuItem>
        <MenuItem component={Link} to="/saved-searches" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <SavedSearchOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('account.savedSearches')}
        </MenuItem>
        <MenuItem onClick={handleSignOut} disabled={signOut.isPending}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('account.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}

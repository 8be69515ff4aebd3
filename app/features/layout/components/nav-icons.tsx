import AddCircleOutlinedIcon from '@mui/icons-material/AddCircleOutlined';
import EventIcon from '@mui/icons-material/Event';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LoginIcon from '@mui/icons-material/Login';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SearchIcon from '@mui/icons-material/Search';
import type { ReactElement } from 'react';

export const NAV_ICONS: Record<string, ReactElement> = {
  home: <HomeOutlinedIcon />,
  myAds: <ListAltIcon />,
  postAd: <AddCircleOutlinedIcon />,
  events: <EventIcon />,
  map: <MapOutlinedIcon />,
  search: <SearchIcon />,
  profile: <PersonOutlinedIcon />,
  favorites: <FavoriteBorderIcon />,
  signIn: <LoginIcon />,
};

import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's light theme in the retreat's colours: lake teal and garden green. */
export const lakesideTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1f5f6b', contrastText: '#fff' },
    secondary: { main: '#4f7a3a', contrastText: '#fff' },
    background: { default: '#f4f6f5' },
  },
  shape: { borderRadius: 8 },
  sidebar: { width: 248, closedWidth: 56 },
};

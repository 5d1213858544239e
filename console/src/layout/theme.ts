import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { LAKESIDE_COLOURS, LAKESIDE_SHAPE } from './colours';

/** react-admin's light theme in the retreat's colours: lake teal and garden green. */
export const lakesideTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    ...LAKESIDE_COLOURS,
  },
  shape: LAKESIDE_SHAPE,
  sidebar: { width: 248, closedWidth: 56 },
};

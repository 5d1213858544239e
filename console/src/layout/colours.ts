/**
 * The retreat's colours, shared by react-admin's theme (theme.ts) and the sign-in page's,
 * which is drawn without react-admin (login/SignInPage.tsx).
 */
export const LAKESIDE_COLOURS = {
  primary: { main: '#1f5f6b', contrastText: '#fff' },
  secondary: { main: '#4f7a3a', contrastText: '#fff' },
  background: { default: '#f4f6f5' },
} as const;

export const LAKESIDE_SHAPE = { borderRadius: 8 } as const;

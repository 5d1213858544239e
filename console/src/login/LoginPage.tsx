import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  createTheme,
  CssBaseline,
  TextField,
  ThemeProvider,
  Typography,
} from '@mui/material';
import type { Language } from '@lakeside/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { browserLocale, setActiveLocale } from '../i18n/locale';
import { LAKESIDE_COLOURS, LAKESIDE_SHAPE } from '../layout/colours';
import { lastSignedInLanguage } from '../providers/lastSignedIn';
import { loginMessages, type LoginPhrase } from './messages';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

const signInTheme = createTheme({ palette: LAKESIDE_COLOURS, shape: LAKESIDE_SHAPE });

/** The form's schema and the auth provider: asked for at the first keystroke, ready by the time the form is sent. */
const signingIn = () => Promise.all([import('@lakeside/contracts'), import('../providers/authProvider')]);

/** The page's phrases in the language of the last person signed in on this device, else the browser's. */
function phrasesIn(language: Language): (key: LoginPhrase) => string {
  const phrases = loginMessages[language] as Readonly<Record<LoginPhrase, string>>;
  return (key) => phrases[key];
}

/** Where react-admin (or SignedIn) was going when it sent the visitor here. */
interface NextPlace {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * Staff sign-in. The server's own message is shown in the form (a wrong pair and a locked
 * account read differently), not in a toast that disappears while the person reads it.
 *
 * Drawn without react-admin, and the form's schema and the auth provider (with zod) are
 * loaded when it is sent: the first page a signed-out visitor gets downloads React, the
 * router and a few MUI components, not the console (routes/SignedIn.tsx loads that).
 */
export function LoginPage() {
  const [language] = useState<Language>(() => lastSignedInLanguage() ?? browserLocale());
  const phrase = phrasesIn(language);
  // The auth provider's refusals (and the unreachable API) are then worded in it too.
  useEffect(() => setActiveLocale(language), [language]);
  const navigate = useNavigate();
  const next = (useLocation().state ?? {}) as NextPlace;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const [{ messageIn, staffLoginSchema }, { authProvider }] = await signingIn();
    const parsed = staffLoginSchema.safeParse({ username, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'username' || field === 'password') errors[field] ??= messageIn(language, issue.message);
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setFailure(null);
    setPending(true);
    try {
      await authProvider.login(parsed.data);
      void navigate(`${next.nextPathname ?? '/'}${next.nextSearch ?? ''}`, { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setPending(false);
    }
  }

  return (
    <ThemeProvider theme={signInTheme}>
      <CssBaseline />
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
          background: 'linear-gradient(160deg, #1f5f6b 0%, #2f7f74 55%, #4f7a3a 100%)',
        }}
      >
        <Card sx={{ width: '100%', maxWidth: 400 }} elevation={6}>
          <CardContent
            component="form"
            onSubmit={(event) => void submit(event)}
            onInput={() => void signingIn()}
            noValidate
            sx={{ p: 4 }}
          >
            <Typography variant="h5" component="h1" gutterBottom>
              {phrase('title')}{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {phrase('titleEnd')}
              </Box>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {phrase('intro')}
            </Typography>
            {failure && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            <TextField
              label={phrase('username')}
              name="username"
              fullWidth
              margin="dense"
              autoComplete="username"
              autoFocus
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={Boolean(fieldErrors.username)}
              helperText={fieldErrors.username}
              disabled={pending}
            />
            <TextField
              label={phrase('password')}
              name="password"
              fullWidth
              margin="dense"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(fieldErrors.password)}
              helperText={fieldErrors.password}
              disabled={pending}
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              size="large"
              sx={{ mt: 2 }}
              disabled={pending}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {phrase('submit')}
            </Button>
          </CardContent>
        </Card>
      </Box>
    </ThemeProvider>
  );
}

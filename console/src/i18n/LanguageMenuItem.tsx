import TranslateIcon from '@mui/icons-material/Translate';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { staffUserReply, type Language } from '@lakeside/contracts';
import { useGetIdentity, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { apiUrlOf } from '../providers/apiOrigin';
import { forgetCachedUser } from '../providers/authProvider';
import { httpClient } from '../providers/httpClient';
import { CONSOLE_LOCALES } from './locale';

/** Saves the choice on the login, so the person's next sign-in on any device starts in it. */
async function saveLanguage(language: Language): Promise<void> {
  const { json } = await httpClient(apiUrlOf('/api/auth/user/language'), {
    method: 'PUT',
    body: JSON.stringify({ language }),
  });
  staffUserReply.parse(json);
  forgetCachedUser();
}

/** The user menu's "Language: English / Español" switch: the other language, one tap. */
export function LanguageMenuItem() {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const other = CONSOLE_LOCALES.find((candidate) => candidate.locale !== locale) ?? CONSOLE_LOCALES[0];

  const choose = async () => {
    // Saved first: AccountLanguage follows the account, so a choice kept only here would be undone.
    try {
      await saveLanguage(other.locale);
    } catch {
      notify('console.language.notSaved', { type: 'warning' });
      return;
    }
    await refetch();
    setLocale(other.locale);
  };

  return (
    <MenuItem onClick={() => void choose()} lang={other.locale}>
      <ListItemIcon>
        <TranslateIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={other.name} secondary={translate('console.language.label')} />
    </MenuItem>
  );
}

import { Button, Field, Input, Link, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Title2, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { followLink, getRefreshToken, preloadApiClient, signOut, startSession, useApi } from '@portal/web-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginErrorText } from './login-error.js';
import { returnPath } from './return-path.js';

export const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again.';

export const LANDING_PATH = '/welcome';

const useStyles = makeStyles({
  page: { display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalXXXL },
  // A card's look without Fluent's Card, whose focus management (tabster) would double what this
  // page downloads; nothing in this card is navigated as a group.
  card: {
    width: '100%',
    maxWidth: '400px',
    padding: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  links: { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** Sign-in (document 3 §2.6). Arriving here signs the current user out. */
export function LoginPage() {
  const styles = useStyles();
  const api = useApi();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const refreshToken = getRefreshToken();
    signOut();
    // The server forgets the session too, so a copied refresh token is worth nothing.
    if (refreshToken) api.revokeSession(refreshToken).catch(() => undefined);
  }, [api]);
  // Sent here by the API client when the server stopped accepting the session, from the page to return to.
  const params = new URLSearchParams(useLocation().search);
  const sessionEnded = params.get('expired') === '1';
  const returnTo = returnPath(params.get('returnTo'));

  const missingUser = username.trim() === '';
  const missingPassword = password === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missingUser || missingPassword || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const auth = await api.authenticate(username.trim(), password);
      if (!auth?.access_token || !auth.user) throw new Error('The server answered the sign-in without a session.');
      startSession(auth);
      navigate(returnTo ?? LANDING_PATH);
    } catch (failure) {
      setError(loginErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        {/* The page downloads the HTTP client once someone starts typing, not with the page. */}
        <form className={styles.form} onSubmit={submit} onInput={preloadApiClient} noValidate>
          <Title2 as="h1">Sign in</Title2>
          {sessionEnded && !error ? (
            <MessageBar intent="info">
              <MessageBarBody>{SESSION_ENDED_TEXT}</MessageBarBody>
            </MessageBar>
          ) : null}
          {error ? (
            <MessageBar intent="error">
              <MessageBarBody>{error}</MessageBarBody>
              <MessageBarActions
                containerAction={<Button appearance="transparent" aria-label="Close" icon={<DismissRegular />} onClick={() => setError(undefined)} />}
              />
            </MessageBar>
          ) : null}
          {/* The page has one thing to do: the cursor waits where the person starts typing. */}
          <Field label="Email Address" required validationMessage={touched && missingUser ? 'Email Address is required' : undefined}>
            <Input type="text" autoComplete="username" autoFocus value={username} onChange={(_, data) => setUsername(data.value)} />
          </Field>
          <Field label="Password" required validationMessage={touched && missingPassword ? 'Password is required' : undefined}>
            <Input type="password" autoComplete="current-password" value={password} onChange={(_, data) => setPassword(data.value)} />
          </Field>
          <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
          <div className={styles.links}>
            <Link href="/forgot-password" onClick={(event) => followLink(event, '/forgot-password', navigate)}>
              Forgot password?
            </Link>
            <Link href="/register" onClick={(event) => followLink(event, '/register', navigate)}>
              Don&apos;t have an account? Register
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}

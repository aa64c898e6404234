import { Body1, Card, Link, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { displayName, followLink, useSession } from '@portal/web-kit';
import { useNavigate } from 'react-router';

const useStyles = makeStyles({
  card: { maxWidth: '640px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Where sign-in lands. */
export function WelcomePage() {
  const styles = useStyles();
  const session = useSession();
  const navigate = useNavigate();
  const name = displayName(session);
  const link = (path: string, label: string) => (
    <Link href={path} onClick={(event) => followLink(event, path, navigate)}>
      {label}
    </Link>
  );
  return (
    <Card className={styles.card}>
      <Title2 as="h2">{name ? `Welcome, ${name}` : 'Welcome'}</Title2>
      <Body1>Pick up where you left off:</Body1>
      <div className={styles.links}>
        {link('/dashboard', 'Go to the dashboard')}
        {link('/registration-documents', 'Registration documents to download')}
      </div>
    </Card>
  );
}

import { Body1, Card, Link, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { followLink } from '@portal/web-kit';
import { useNavigate, useParams } from 'react-router';

/** The message for each access level (document 1 §2.3). */
export function accessMessage(level: string | undefined): string {
  switch (level) {
    case 'admin':
      return 'This page is restricted to Administrators';
    case 'auction':
      return 'This page is restricted to Auction Staff';
    default:
      return 'Access to this page is not allowed';
  }
}

const useStyles = makeStyles({
  card: { maxWidth: '560px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function AccessPage() {
  const styles = useStyles();
  const { level } = useParams();
  const navigate = useNavigate();
  return (
    <Card className={styles.card} role="alert">
      <Title3 as="h2">{accessMessage(level)}</Title3>
      <Body1>
        If you need this page, sign in with an account that may use it:{' '}
        <Link href="/login" onClick={(event) => followLink(event, '/login', navigate)}>
          go to the login page
        </Link>
        .
      </Body1>
    </Card>
  );
}

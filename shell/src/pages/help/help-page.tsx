import { Body1, Card, makeStyles, Subtitle1, Title2, tokens } from '@fluentui/react-components';
import { SupportContactCard } from '../support/support-contact.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '800px' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** How to find one's way around the portal. */
export function HelpPage() {
  const styles = useStyles();
  return (
    <section className={styles.page}>
      <Title2 as="h1">Help</Title2>
      <Card className={styles.card}>
        <Subtitle1 as="h2">Finding a vehicle</Subtitle1>
        <Body1>
          Type a VIN, part of one, or its last six characters in the search box at the top and press Enter. One match opens the vehicle; several open the
          vehicle list filtered by what you typed.
        </Body1>
      </Card>
      <Card className={styles.card}>
        <Subtitle1 as="h2">Lists and downloads</Subtitle1>
        <Body1>
          Lists can be filtered, sorted by clicking a column heading, and downloaded as CSV with every matching row. Filters on the vehicle list are remembered
          on this computer until you reset them or sign out.
        </Body1>
      </Card>
      <Card className={styles.card}>
        <Subtitle1 as="h2">Your account</Subtitle1>
        <Body1>
          Use Forgot password on the sign-in page if you cannot sign in. Signing out (or opening the sign-in page) clears what the portal kept on this computer.
        </Body1>
      </Card>
      <SupportContactCard />
    </section>
  );
}

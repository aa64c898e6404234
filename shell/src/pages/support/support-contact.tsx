import { Body1, Card, Link, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { supportContact, type SupportContact } from '../../remotes/portal-manifest.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Support's contact details as this environment gives them (document 3 §2.7: home and help pages with help contact details). */
export function SupportContactCard({ contact = supportContact() }: { contact?: SupportContact }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} aria-label="Contact DVS Support">
      <Subtitle1 as="h2">Contact DVS Support</Subtitle1>
      {contact.email || contact.phone ? (
        <>
          {contact.phone ? (
            <Body1>
              Phone: <Link href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`}>{contact.phone}</Link>
            </Body1>
          ) : null}
          {contact.email ? (
            <Body1>
              E-mail: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
            </Body1>
          ) : null}
        </>
      ) : (
        <Body1>Ask the person at DVS you work with, or the staff member who set up your account.</Body1>
      )}
    </Card>
  );
}

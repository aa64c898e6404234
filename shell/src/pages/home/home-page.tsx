import { Body1, Card, CardHeader, makeStyles, Subtitle1, Title2, tokens } from '@fluentui/react-components';
import { DocumentRibbonRegular, VehicleCarProfileLtrRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: tokens.spacingHorizontalL },
  icon: { fontSize: tokens.fontSizeHero700, color: tokens.colorBrandForeground1 },
});

/** The public home page: what the company does (document 2 §1). */
export function HomePage() {
  const styles = useStyles();
  return (
    <section className={styles.page}>
      <Title2 as="h1">Vehicle titling and registered importation</Title2>
      <Body1>
        We take care of the paperwork between buying a vehicle and driving or selling it: titles, registrations and the import steps that come with bringing a
        vehicle across the border.
      </Body1>
      <div className={styles.cards}>
        <Card>
          <CardHeader image={<DocumentRibbonRegular className={styles.icon} />} header={<Subtitle1 as="h2">Nationwide titling</Subtitle1>} />
          <Body1>
            Titles for vehicles from any state, usually turned around in about five days. When a sale cannot wait, accelerated titles are ready in 48 hours.
          </Body1>
        </Card>
        <Card>
          <CardHeader image={<VehicleCarProfileLtrRegular className={styles.icon} />} header={<Subtitle1 as="h2">Registered importation</Subtitle1>} />
          <Body1>
            As a registered importer we bring used Canadian vehicles into the United States, handling customs, conformance and the title that follows.
          </Body1>
        </Card>
      </div>
    </section>
  );
}

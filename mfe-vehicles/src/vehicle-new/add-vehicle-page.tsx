import { Body1, Card, CardHeader, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { AppLink } from '../vehicle-shared/vehicle-link.js';

const useStyles = makeStyles({
  card: { maxWidth: '640px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Where Add Vehicle leads. Registering by VIN (the register dialog) is not offered here yet. */
export function AddVehiclePage() {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <CardHeader header={<Subtitle1 as="h2">Add Vehicle</Subtitle1>} />
      <Body1>Registering a vehicle by VIN is not available in this version of the portal.</Body1>
      <Body1>
        To look up vehicles already registered, use the VIN / Last6 search at the top or open <AppLink to="/vehicles">Assignments Rec&apos;d</AppLink>.
      </Body1>
    </Card>
  );
}

import { Body1, Button, Card, CardHeader, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { isAdmin, ownClientName, requestVehicleRegistration, useSession } from '@portal/web-kit';
import { useEffect } from 'react';
import { AppLink } from '../vehicle-shared/vehicle-link.js';

const useStyles = makeStyles({
  card: { maxWidth: '640px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * /vehicles/new: registering by VIN. The dialog itself is the shell's (the same one as the top bar's
 * Add Vehicle); this page opens it on arrival and offers it again once closed.
 */
export function AddVehiclePage() {
  const styles = useStyles();
  const session = useSession();

  useEffect(() => {
    requestVehicleRegistration();
  }, []);

  return (
    <Card className={styles.card}>
      <CardHeader header={<Subtitle1 as="h2">Add Vehicle</Subtitle1>} />
      <Body1>
        {isAdmin(session)
          ? 'Register a vehicle by its VIN for any active client.'
          : `Register a vehicle by its VIN for ${ownClientName(session) || 'your company'}.`}{' '}
        The VIN is decoded with NHTSA&apos;s vPIC data and checked against the register for duplicates.
      </Body1>
      <div className={styles.actions}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => requestVehicleRegistration()}>
          Register Vehicle
        </Button>
      </div>
      <Body1>
        To find vehicles already registered, use the VIN / Last6 search at the top or open <AppLink to="/vehicles">Assignments Rec&apos;d</AppLink>.
      </Body1>
    </Card>
  );
}

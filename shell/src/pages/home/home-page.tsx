import {
  Body1,
  Button,
  Card,
  CardFooter,
  CardHeader,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  Subtitle1,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { DocumentRibbonRegular, VehicleCarProfileLtrRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { auctionBrand } from '../../remotes/portal-manifest.js';
import { SupportContactCard } from '../support/support-contact.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: tokens.spacingHorizontalL },
  icon: { fontSize: tokens.fontSizeHero700, color: tokens.colorBrandForeground1 },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** A service's card with its "Learn more" dialog (document 2 §2: two info dialogs, each with Close). */
function ServiceCard(props: { icon: ReactElement; heading: string; summary: string; dialogTitle: string; details: string[] }) {
  const styles = useStyles();
  return (
    <Card>
      <CardHeader image={props.icon} header={<Subtitle1 as="h2">{props.heading}</Subtitle1>} />
      <Body1>{props.summary}</Body1>
      <CardFooter>
        <Dialog>
          <DialogTrigger disableButtonEnhancement>
            <Button aria-label={`Learn more about ${props.dialogTitle}`}>Learn more</Button>
          </DialogTrigger>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{props.dialogTitle}</DialogTitle>
              <DialogContent className={styles.details}>
                {props.details.map((text) => (
                  <Body1 key={text}>{text}</Body1>
                ))}
              </DialogContent>
              <DialogActions>
                <DialogTrigger disableButtonEnhancement>
                  <Button appearance="primary">Close</Button>
                </DialogTrigger>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      </CardFooter>
    </Card>
  );
}

/** Where an account is requested from this home page: the Acuity registration for that brand (document 3 §2.6), else the standard one. */
export function registerPathFor(brand: string | undefined): string {
  return brand && /acuity/i.test(brand) ? '/register/acuity' : '/register';
}

/**
 * The public home page (document 2 §1, §2): what the company does, each service with its info dialog,
 * how to request an account and how to reach support. Under an auction brand (the environment's
 * PORTAL_AUCTION_BRAND) it is that brand's variant: it speaks to the auction's buyers and requests
 * accounts through the brand's registration.
 */
export function HomePage({ brand = auctionBrand() }: { brand?: string }) {
  const styles = useStyles();
  return (
    <section className={styles.page} data-variant={brand ? 'auction-brand' : 'standard'}>
      <Title2 as="h1">{brand ? `Titles and registered importation for ${brand} buyers` : 'Vehicle titling and registered importation'}</Title2>
      <Body1>
        {brand
          ? `Bought a vehicle at ${brand}? We take care of what comes after the auction: the title in your name, the registration, ` +
            'and for a vehicle from Canada, the import steps that bring it across the border.'
          : 'We take care of the paperwork between buying a vehicle and driving or selling it: titles, registrations and the import steps that come with ' +
            'bringing a vehicle across the border.'}
      </Body1>
      <Body1>
        New here? <RouterLink to={registerPathFor(brand)}>Request an account</RouterLink> · Already have one? <RouterLink to="/login">Sign in</RouterLink>
      </Body1>
      <div className={styles.cards}>
        <ServiceCard
          icon={<DocumentRibbonRegular className={styles.icon} />}
          heading="Nationwide titling"
          summary={
            'Titles for vehicles from any state, usually turned around in about five days. ' +
            'When a sale cannot wait, accelerated titles are ready in 48 hours.'
          }
          dialogTitle="Nationwide Vehicle Titling Services"
          details={[
            'We title and register vehicles for dealers, auctions and fleets in every state, ' + 'from the paperwork you send or the vehicles you bring.',
            'Each vehicle is followed from the day it arrives: ownership documents, the application to the state, the white copy ' +
              'and the title sent back to you, every step dated in the portal.',
            'Fees follow the rate card agreed with your company and are invoiced in batches, with every charge shown per vehicle.',
          ]}
        />
        <ServiceCard
          icon={<VehicleCarProfileLtrRegular className={styles.icon} />}
          heading="Registered importation"
          summary={
            'As a registered importer we bring used Canadian vehicles into the United States, ' + 'handling customs, conformance and the title that follows.'
          }
          dialogTitle="Registered Importation"
          details={[
            'A vehicle built for Canada must be brought into conformity with the US safety standards before it may stay in the ' +
              'United States. As a registered importer we do that work and certify it to NHTSA.',
            'We file the customs entry, hold the DOT bond, inspect and label the vehicle, submit the conformity package within ' +
              'the 120 days the rules allow, and see the bond released.',
            'Once the vehicle is released, we title it in the state you choose.',
          ]}
        />
      </div>
      <SupportContactCard />
    </section>
  );
}

import { Body1, Button, Card, CardHeader, Subtitle1 } from '@fluentui/react-components';
import { PortalProviders } from './portal-providers.js';

/**
 * What replaces a remote's pages when rendering them failed, instead of an empty area. `idPrefix`
 * keeps its styles apart from the other React roots on the page.
 */
export function AppError({ error, idPrefix }: { error: Error; idPrefix: string }) {
  return (
    <PortalProviders idPrefix={idPrefix}>
      <Card role="alert">
        <CardHeader header={<Subtitle1 as="h2">Something went wrong on this page</Subtitle1>} />
        <Body1>{error.message}</Body1>
        <div>
          <Button appearance="primary" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </div>
      </Card>
    </PortalProviders>
  );
}

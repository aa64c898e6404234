import { Body1, Button, Card, CardHeader, Subtitle1 } from '@fluentui/react-components';
import { PortalProviders } from '@portal/web-kit';

/** What replaces this app's pages when rendering them failed, instead of an empty area. */
export function AppError({ error }: { error: Error }) {
  return (
    <PortalProviders idPrefix="mfe-admin-error-">
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

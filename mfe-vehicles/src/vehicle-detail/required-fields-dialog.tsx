import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { REQUIRED_FIELDS_TITLE } from './use-vehicle-save.js';

/** The dialog of document 3 §5, listing the service's reasons. */
export function RequiredFieldsDialog({ messages, onClose }: { messages: string[] | null; onClose(): void }) {
  return (
    <Dialog open={messages !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{REQUIRED_FIELDS_TITLE}</DialogTitle>
          <DialogContent>
            <ul>
              {(messages ?? []).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              OK
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

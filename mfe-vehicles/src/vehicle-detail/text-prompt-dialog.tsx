import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

export interface TextPromptDialogProps {
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  busy?: boolean;
  onSubmit(text: string): void;
  onClose(): void;
}

/** Asks for one piece of text (a note, a cancellation reason); blank text cannot be sent. */
export function TextPromptDialog({ open, title, label, submitLabel, busy, onSubmit, onClose }: TextPromptDialogProps) {
  const [text, setText] = useState('');
  useEffect(() => {
    if (open) setText('');
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim() !== '') onSubmit(text.trim());
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <Field label={label} required>
                <Textarea value={text} onChange={(_, data) => setText(data.value)} resize="vertical" autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Close</Button>
              <Button appearance="primary" type="submit" disabled={busy || text.trim() === ''}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

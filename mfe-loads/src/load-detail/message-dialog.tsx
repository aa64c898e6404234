import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface MessageDialogProps {
  title: string;
  open: boolean;
  children: ReactNode;
  /** With a confirm label the dialog asks; without, it only tells (the Error dialog). */
  confirmLabel?: string;
  onConfirm?: () => void;
  onClose: () => void;
}

/** The Change Load Type and Error dialogs of document 2 §2. */
export function MessageDialog({ title, open, children, confirmLabel, onConfirm, onClose }: MessageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-label={title}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            {confirmLabel && (
              <Button appearance="primary" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            )}
            <Button onClick={onClose}>{confirmLabel ? 'Cancel' : 'Close'}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import { SIGNATURE_PAD } from '@portal/contracts/constants';
import type SignaturePad from 'signature_pad';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

export interface SignatureCanvasHandle {
  clear(): void;
  isEmpty(): boolean;
  toDataUrl(): string;
}

const useStyles = makeStyles({
  canvas: {
    width: '100%',
    aspectRatio: `${SIGNATURE_PAD.canvasRatio} / 1`,
    touchAction: 'none',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
  },
});

/**
 * A signature pad (signature_pad) sized to its box, sharp on high-density screens, drawn with finger,
 * pen or mouse: a 3 to 6 pixel pen on a 3:1 canvas (document 3 §9). Both signatures use it, the user's
 * own (/user/signature) and a vehicle's physical inspection. The library is loaded when a pad first
 * shows, so no page carries it before someone signs.
 */
export function SignatureCanvas({ handle, onChange }: { handle: Ref<SignatureCanvasHandle>; onChange?: (empty: boolean) => void }) {
  const styles = useStyles();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);

  useEffect(() => {
    let cleanup: (() => void) | null = null;
    let gone = false;
    void import('signature_pad').then(({ default: Pad }) => {
      const canvas = canvasRef.current;
      if (gone || !canvas) return;
      const pad = new Pad(canvas, {
        minWidth: SIGNATURE_PAD.minWidth,
        maxWidth: SIGNATURE_PAD.maxWidth,
        penColor: '#000000',
        backgroundColor: 'rgba(255,255,255,1)',
      });
      padRef.current = pad;
      const size = () => {
        // The bitmap follows the box, so a signature is not blurred or stretched; resizing clears it.
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        canvas.width = canvas.offsetWidth * ratio;
        canvas.height = (canvas.offsetWidth / SIGNATURE_PAD.canvasRatio) * ratio;
        canvas.getContext('2d')?.scale(ratio, ratio);
        pad.clear();
        onChange?.(true);
      };
      size();
      const ended = () => onChange?.(pad.isEmpty());
      pad.addEventListener('endStroke', ended);
      window.addEventListener('resize', size);
      cleanup = () => {
        window.removeEventListener('resize', size);
        pad.removeEventListener('endStroke', ended);
        pad.off();
        padRef.current = null;
      };
    });
    return () => {
      gone = true;
      cleanup?.();
    };
  }, [onChange]);

  useImperativeHandle(handle, () => ({
    clear: () => {
      padRef.current?.clear();
      onChange?.(true);
    },
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    toDataUrl: () => padRef.current?.toDataURL('image/png') ?? '',
  }));

  return <canvas ref={canvasRef} className={styles.canvas} aria-label="Signature pad: sign here" data-testid="signature-pad" />;
}

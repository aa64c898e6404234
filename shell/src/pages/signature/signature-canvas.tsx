import { makeStyles, tokens } from '@fluentui/react-components';
import SignaturePad from 'signature_pad';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

/** Pen widths and the canvas's shape (document 3 §9): a 3 to 6 pixel pen on a 3:1 canvas. */
export const PEN = { minWidth: 3, maxWidth: 6 } as const;
export const CANVAS_RATIO = 3;

export interface SignatureCanvasHandle {
  clear(): void;
  isEmpty(): boolean;
  toDataUrl(): string;
}

const useStyles = makeStyles({
  canvas: {
    width: '100%',
    aspectRatio: `${CANVAS_RATIO} / 1`,
    touchAction: 'none',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
  },
});

/** A signature pad (signature_pad) sized to its box, sharp on high-density screens, drawn with finger, pen or mouse. */
export function SignatureCanvas({ handle, onChange }: { handle: Ref<SignatureCanvasHandle>; onChange?: (empty: boolean) => void }) {
  const styles = useStyles();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, { ...PEN, penColor: '#000000', backgroundColor: 'rgba(255,255,255,1)' });
    padRef.current = pad;
    const size = () => {
      // The bitmap follows the box, so a signature is not blurred or stretched; resizing clears it.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = (canvas.offsetWidth / CANVAS_RATIO) * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      onChange?.(true);
    };
    size();
    const ended = () => onChange?.(pad.isEmpty());
    pad.addEventListener('endStroke', ended);
    window.addEventListener('resize', size);
    return () => {
      window.removeEventListener('resize', size);
      pad.removeEventListener('endStroke', ended);
      pad.off();
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

import { BARCODE_FORMATS } from '@portal/contracts/constants';

/** What a running camera scan can be asked: to stop (and let the camera go). */
export interface ScanControls {
  stop(): void;
}

export interface BarcodeReader {
  /** Reads the camera (the rear one where there is a choice) until stopped; each barcode read is passed on. */
  fromCamera(video: HTMLVideoElement, onText: (text: string) => void): Promise<ScanControls>;
  /** Reads one image (a photo of the barcode, a saved picture); null when it holds none of the formats. */
  fromImage(url: string): Promise<string | null>;
}

/**
 * The barcode reader of the scanners (document 3 §2.4, §2.9): @zxing/browser, limited to the formats
 * of document 3 §9 (QR code, Data Matrix, Code 39, Code 128). Loaded when a scanner first opens, so no
 * page carries the library before someone scans.
 */
export async function loadBarcodeReader(): Promise<BarcodeReader> {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType, NotFoundException }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map<unknown, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, BARCODE_FORMATS.map((format) => BarcodeFormat[format])],
    // A still picture is read once: worth the slower, more thorough search.
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new BrowserMultiFormatReader(hints as never);
  return {
    async fromCamera(video, onText) {
      const controls = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video, (result) => {
        if (result) onText(result.getText());
      });
      return { stop: () => controls.stop() };
    },
    async fromImage(url) {
      try {
        return (await reader.decodeFromImageUrl(url)).getText();
      } catch (error) {
        if (error instanceof NotFoundException || (error as { name?: string })?.name === 'NotFoundException') return null;
        throw error;
      }
    },
  };
}

/** Browsers of their own on iPhone and iPad: Chrome, Firefox, Edge, Opera, and the Google, Facebook and Instagram apps' viewers. */
const IOS_OTHER_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBIOS|Instagram/;

/**
 * Whether to say 'VIN scanner on iPhone/iPad requires Safari' (document 3 §2.4, §8): an iPhone, iPad
 * or iPod browser that is not Safari. Safari names its version (`Version/18.1 ... Safari/`); the others
 * name themselves, or (in-app viewers) leave Safari out. An iPad asking for desktop pages calls itself
 * a Macintosh, which only its non-Safari browsers give away.
 */
export function iosWithoutSafari(userAgent: string): boolean {
  const other = IOS_OTHER_BROWSER.test(userAgent);
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && other);
  const safari = /Version\/[\d.]+.*Safari\//.test(userAgent) && !other;
  return ios && !safari;
}

import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as a PNG data URL (the CSP allows data: images), or null until it is drawn.
 * The encoder loads on first use: only people setting up two-factor sign-in need it.
 */
export function useQrCode(text: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setDataUrl(null);
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(text, { margin: 2, width: 200, errorCorrectionLevel: 'M' }))
      .then(
        (url) => live && setDataUrl(url),
        () => live && setDataUrl(null),
      );
    return () => {
      live = false;
    };
  }, [text]);
  return dataUrl;
}

/**
 * The types of `import('qrcode')` in the app (app/tsconfig.json maps the name here): the browser build
 * of qrcode, the part the app uses. @types/qrcode describes its Node build as well and so brings in all
 * of Node's types, which the app must not see.
 */
export type QRCodeErrorCorrectionLevel = 'low' | 'medium' | 'quartile' | 'high' | 'L' | 'M' | 'Q' | 'H';

export interface QRCodeToDataURLOptions {
  errorCorrectionLevel?: QRCodeErrorCorrectionLevel;
  type?: 'image/png' | 'image/jpeg' | 'image/webp';
  margin?: number;
  scale?: number;
  width?: number;
  color?: { dark?: string; light?: string };
}

export function toDataURL(text: string, options?: QRCodeToDataURLOptions): Promise<string>;

import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A QR code of an otpauth:// URI for an authenticator app to scan. The QR library is fetched only
 * when a person sets up two-factor sign-in, not with the page.
 */
export function QrCode({
  value,
  size = 180,
  alt = 'QR code to scan with your authenticator app',
}: {
  value: string;
  size?: number;
  alt?: string;
}) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (QRCode) => {
      const svg = await QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (!source) return <Skeleton width={size} height={size} />;
  return <img src={source} width={size} height={size} alt={alt} style={{ background: 'white', borderRadius: 8 }} />;
}

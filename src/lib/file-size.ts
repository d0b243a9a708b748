const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes as text with 2 decimals (SPEC section 9: upload modal sizes): 1536 → "1.50 KB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0.00 B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  return `${(bytes / 1024 ** exponent).toFixed(2)} ${UNITS[exponent]}`;
}

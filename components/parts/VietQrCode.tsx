import { create, type QRCode } from 'qrcode';
import { cn } from '../ui/cn.ts';

/** Light modules around the code, as the QR standard asks, so it scans on any background. */
export const QUIET_ZONE = 4;
/** Its size on a plain screen: whole pixels per module, so no module is blurred or thinner than its neighbour. */
export const MODULE_PX = 4;

/** Every dark module as one path: each row's runs of dark modules drawn as 1-module-high rectangles. */
export function qrModulePath({ modules }: QRCode): string {
  const commands: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size;) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      commands.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`);
    }
  }
  return commands.join('');
}

/**
 * A QR code drawn at build time as inline SVG: a grid of one-unit modules, so it is crisp at any
 * size and ships no JavaScript; it shrinks to fit a narrower box. `label` is its accessible name.
 */
export function VietQrCode({ payload, label, className }: { payload: string; label: string; className?: string }) {
  const code = create(payload, { errorCorrectionLevel: 'M' });
  const side = code.modules.size + 2 * QUIET_ZONE;
  return (
    <svg viewBox={`0 0 ${side} ${side}`} width={side * MODULE_PX} height={side * MODULE_PX} role="img" aria-label={label}
      shapeRendering="crispEdges" data-slot="qr-code" className={cn('block h-auto max-w-full', className)}>
      <rect width={side} height={side} fill="#fff" />
      <path d={qrModulePath(code)} fill="#111827" />
    </svg>
  );
}

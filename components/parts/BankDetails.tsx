import { CopyButton } from './CopyButton.tsx';
import { PriceTag } from './PriceTag.tsx';
import type { BankTransferView } from './bankTransferView.ts';
import { VietQrCode } from './VietQrCode.tsx';

/** An account's transfer details (bankTransferView.ts): the price when paying for an offering, rows with copy buttons, and its QR. */
export function BankDetails({ transfer }: { transfer: BankTransferView }) {
  const { heading, price, rows, copy, qr } = transfer;
  return (
    <article className="mx-auto mt-10 grid max-w-4xl overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-card md:grid-cols-[1fr_auto]">
      <div className="p-6 sm:p-8">
        <h3 className="text-xl font-bold text-ink-900">{heading}</h3>
        {price && <PriceTag price={price} className="mt-3" />}
        <dl className="mt-6 space-y-4">
          {rows.map((row) => (
            <div key={row.label} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-ink-100 pb-3 last:border-0">
              <dt className="text-sm text-ink-500">{row.label}</dt>
              <dd className="flex min-w-0 items-center gap-2 font-semibold text-ink-900">
                <span className={row.breakAnywhere ? 'wrap-anywhere' : 'wrap-break-word'}>{row.value}</span>
                {row.copy && <CopyButton text={row.value} label={`${copy.copy}: ${row.label}`} labels={copy} className="bg-brand-50 text-brand-700 hover:bg-brand-100" />}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="grid place-items-center bg-ink-50 p-6 sm:p-8">
        <TransferQr qr={qr} />
      </div>
    </article>
  );
}

/** The account's own QR picture, or its VietQR code, which fills in the amount (when known) and the note. */
function TransferQr({ qr }: { qr: BankTransferView['qr'] }) {
  if ('image' in qr) {
    return <img src={qr.image} alt={qr.alt} width={200} height={200} loading="lazy" className="size-48 rounded-2xl bg-white p-2 shadow-card" />;
  }
  return (
    <figure className="flex max-w-64 flex-col items-center gap-3 text-center">
      <div className="max-w-full rounded-2xl bg-white p-2 shadow-card">
        <VietQrCode payload={qr.payload} label={qr.alt} />
      </div>
      <figcaption className="text-sm text-balance text-ink-600">
        {qr.caption}
        {qr.partNote && <> <q className="font-semibold text-ink-900">{qr.partNote.filled}</q>. {qr.partNote.complete}</>}
      </figcaption>
    </figure>
  );
}

import type { BankAccount, Offering } from '../../content/schema.ts';
import { vietQrPayload } from '../../lib/vietQr.ts';
import { useSite } from '../SiteContext.tsx';
import { CopyButton } from './CopyButton.tsx';
import { priceView } from './offeringSummary.ts';
import { PriceTag } from './PriceTag.tsx';
import { VietQrCode } from './VietQrCode.tsx';

/** An account from bank-accounts.yaml with the note to write on the transfer (and the price, when paying for an offering). */
export function BankDetails({ account: accountId, note, offering }: { account: string; note: string; offering?: Offering }) {
  const { data } = useSite();
  const { labels } = data;
  const account = data['bank-accounts'][accountId];
  if (!account) throw new Error(`unknown bank account "${accountId}" in content/data/bank-accounts.yaml`);
  const rows = [
    { label: labels.bank.holder, value: account.holder },
    { label: labels.bank.bank, value: account.bank },
    { label: labels.bank.number, value: account.number, copy: true, breakAnywhere: true },
    { label: labels.bank.note, value: note, copy: true },
  ];
  return (
    <article className="mx-auto mt-10 grid max-w-4xl overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-card md:grid-cols-[1fr_auto]">
      <div className="p-6 sm:p-8">
        <h3 className="text-xl font-bold text-ink-900">{labels.bank.heading}</h3>
        {offering && <PriceTag price={priceView(offering, labels)} className="mt-3" />}
        <dl className="mt-6 space-y-4">
          {rows.map((row) => (
            <div key={row.label} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-ink-100 pb-3 last:border-0">
              <dt className="text-sm text-ink-500">{row.label}</dt>
              <dd className="flex min-w-0 items-center gap-2 font-semibold text-ink-900">
                <span className={row.breakAnywhere ? 'wrap-anywhere' : 'wrap-break-word'}>{row.value}</span>
                {row.copy && <CopyButton text={row.value} label={`${labels.copy}: ${row.label}`} className="bg-brand-50 text-brand-700 hover:bg-brand-100" />}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="grid place-items-center bg-ink-50 p-6 sm:p-8">
        <TransferQr account={account} note={note} amount={offering?.price} />
      </div>
    </article>
  );
}

/** The account's own QR picture, or its VietQR code drawn from the facts, which fills in the amount (when known) and the note. */
function TransferQr({ account, note, amount }: { account: BankAccount; note: string; amount: number | undefined }) {
  const { labels } = useSite().data;
  if (account.qrImage) {
    return <img src={account.qrImage} alt={labels.bank.qrAlt} width={200} height={200} loading="lazy" className="size-48 rounded-2xl bg-white p-2 shadow-card" />;
  }
  if (!account.bin) throw new Error(`bank account ${account.number} has neither bin nor qrImage in content/data/bank-accounts.yaml`);
  const payload = vietQrPayload({ bin: account.bin, accountNumber: account.number, amount, note });
  return (
    <figure className="flex max-w-64 flex-col items-center gap-3 text-center">
      <div className="max-w-full rounded-2xl bg-white p-2 shadow-card">
        <VietQrCode payload={payload} label={labels.bank.qrAlt} />
      </div>
      <figcaption className="text-sm text-balance text-ink-600">{amount === undefined ? labels.bank.qrFillsAccount : labels.bank.qrFillsAmount}</figcaption>
    </figure>
  );
}

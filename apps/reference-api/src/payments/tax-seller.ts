import type { SellerConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Writes the configured seller where the GST documents are built (tax_seller): every start, so a
 * changed SELLER_* applies to the documents issued from then on, and those issued keep theirs.
 */
export async function storeTaxSeller(db: Queryable, seller: SellerConfig): Promise<void> {
  const { rows } = await db.query<{ code: string | null }>('select tk_gst_state_code($1) as code', [seller.state]);
  const code = rows[0]?.code ?? null;
  if (code === null) throw new Error(`SELLER_STATE=${seller.state} is not a state or union territory GST knows (e.g. Maharashtra).`);
  if (!seller.gstin.startsWith(code)) {
    throw new Error(`SELLER_GSTIN=${seller.gstin} is not registered in ${seller.state} (GST code ${code}): its first two digits must be ${code}.`);
  }
  await db.query(
    `insert into tax_seller (id, name, address, gstin, state) values (true, $1, $2, $3, $4)
     on conflict (id) do update set name = excluded.name, address = excluded.address, gstin = excluded.gstin, state = excluded.state`,
    [seller.name, seller.address, seller.gstin, seller.state],
  );
}

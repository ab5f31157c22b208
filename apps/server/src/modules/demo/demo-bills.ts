import { addDays, billSchema } from '@owo/core';
import { accounts, contacts, documents, products, taxes } from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { createBill } from '../bills/index.ts';
import { headOffice } from './demo-sales-setup.ts';

/*
 * The demo's supplier bills (issue 27), one for each of its three suppliers, through the bills
 * service: rice and noodles from the flour distributor into the shop's stock, the month's power
 * bill, and haulage by a carrier with no TIN (its withholding tax doubled). Added once, known by
 * the supplier's bill number: a demo opened again does not get them twice.
 */

interface DemoLine {
  sku?: string;
  account?: string;
  description: string;
  quantity: number;
  price: number;
  vat: boolean;
  withholding?: string;
}

interface DemoBill {
  vendor: string;
  billNo: string;
  daysAgo: number;
  dueInDays: number;
  address: string;
  lines: DemoLine[];
}

const demoBills: DemoBill[] = [
  {
    vendor: 'Dangote Flour Distributors Ltd',
    billNo: 'DFD-INV-2291',
    daysAgo: 12,
    dueInDays: 30,
    address: '14 Creek Road, Apapa, Lagos',
    lines: [
      { sku: 'ADS-RIC-50', description: 'Royal Stallion rice 50kg', quantity: 10, price: 71_500, vat: false },
      { sku: 'ADS-IND-40', description: 'Indomie noodles, cartons of 40', quantity: 20, price: 8_900, vat: true },
    ],
  },
  {
    vendor: 'Ikeja Electric Plc',
    billNo: 'IKE-0456-7781',
    daysAgo: 5,
    dueInDays: 14,
    address: 'Obafemi Awolowo Way, Alausa, Ikeja, Lagos',
    lines: [
      { account: '6110', description: 'Electricity for the shop, last month', quantity: 1, price: 185_000, vat: true },
    ],
  },
  {
    vendor: 'Musa Ibrahim',
    billNo: 'MLG-031',
    daysAgo: 3,
    dueInDays: 7,
    address: '3 Agege Motor Road, Mushin, Lagos',
    lines: [
      {
        account: '6600',
        description: 'Haulage from Apapa to the shop, four trips',
        quantity: 4,
        price: 30_000,
        vat: false,
        withholding: 'WHT - Services',
      },
    ],
  },
];

export async function addDemoBills(tx: PostingTransaction, context: RequestContext, today: string) {
  const { companyId } = context;
  const existing = await tx
    .select({ reference: documents.reference })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, 'bill'),
        inArray(
          documents.reference,
          demoBills.map((bill) => bill.billNo),
        ),
      ),
    );
  const vendors = await tx
    .select({ id: contacts.id, name: contacts.displayName })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.kind, 'vendor')));
  const goods = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(eq(products.companyId, companyId));
  const chart = await tx
    .select({ id: accounts.id, code: accounts.code })
    .from(accounts)
    .where(eq(accounts.companyId, companyId));
  const taxList = await tx
    .select({ id: taxes.id, name: taxes.name, kind: taxes.kind })
    .from(taxes)
    .where(eq(taxes.companyId, companyId));
  const vat = taxList.find((tax) => tax.kind === 'vat');
  const branch = await headOffice(tx, companyId);
  for (const bill of demoBills) {
    const vendor = vendors.find((one) => one.name === bill.vendor);
    // A supplier the person deleted, or a bill already there: left as it is.
    if (!vendor || existing.some((row) => row.reference === bill.billNo)) continue;
    const issueDate = addDays(today, -bill.daysAgo);
    const items = bill.lines.map((line) => ({
      product: line.sku ? goods.find((one) => one.sku === line.sku)?.id : undefined,
      chartofAccount: line.account ? chart.find((one) => one.code === line.account)?.id : undefined,
      description: line.description,
      quantity: line.quantity,
      price: line.price,
      tax: line.vat && vat ? [{ id: vat.id }] : [],
      withholding: line.withholding ? taxList.find((tax) => tax.name === line.withholding)?.id : undefined,
    }));
    if (items.some((item) => !item.product && !item.chartofAccount)) continue;
    const input = billSchema.parse({
      vendor: vendor.id,
      branch,
      issueDate,
      dueDate: addDays(issueDate, bill.dueInDays),
      billNo: bill.billNo,
      address: bill.address,
      items,
      note: 'Entered from the supplier’s paper bill',
    });
    await createBill(tx, context, input);
  }
}

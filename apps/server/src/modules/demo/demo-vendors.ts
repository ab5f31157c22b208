import { nubanCheckDigit, vendorCreateSchema } from '@owo/core';
import { contacts } from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { createContact } from '../contacts/index.ts';
import { vendorKind } from '../vendors/index.ts';
import { headOffice } from './demo-sales-setup.ts';

/*
 * The demo's suppliers (issue 27): who a Lagos shop buys from, with their bank details, so the
 * vendor pages show a business in use. Bills and payments to them come with the buying side.
 * Added once, by name: an existing demo opened again gets those it lacks.
 */

/** A valid NUBAN at the bank: the serial and the check digit the CBN's rule gives it. */
const nuban = (serial: string, bankCode: string) => `${serial}${nubanCheckDigit(serial, bankCode)}`;

const demoVendors = [
  {
    type: 'BUSINESS',
    companyName: 'Dangote Flour Distributors Ltd',
    fullName: 'Emeka Okafor',
    invoice: 'DFD',
    phoneNumber: '08031234567',
    email: ['accounts@dangoteflour-dist.example.com'],
    officeAddress: '14 Creek Road, Apapa, Lagos',
    state: 'Lagos',
    tin: '20345678-0001',
    bankDetails: { bankName: 'Zenith Bank', accountNo: nuban('101234567', '057') },
  },
  {
    type: 'BUSINESS',
    companyName: 'Ikeja Electric Plc',
    fullName: 'Customer Care',
    invoice: 'IKE',
    phoneNumber: '07001234567',
    email: ['billing@ikejaelectric.example.com'],
    officeAddress: 'Obafemi Awolowo Way, Alausa, Ikeja, Lagos',
    state: 'Lagos',
    tin: '20456789-0001',
    bankDetails: { bankName: 'Access Bank', accountNo: nuban('069876543', '044') },
  },
  {
    type: 'INDIVIDUAL',
    companyName: 'Musa Logistics',
    fullName: 'Musa Ibrahim',
    invoice: 'MLG',
    phoneNumber: '08087654321',
    email: ['musa.ibrahim@example.com'],
    officeAddress: '3 Agege Motor Road, Mushin, Lagos',
    state: 'Lagos',
    bankDetails: { bankName: 'Guaranty Trust Bank (GTBank)', accountNo: nuban('012398765', '058') },
  },
] as const;

const displayNames = demoVendors.map((vendor) => (vendor.type === 'INDIVIDUAL' ? vendor.fullName : vendor.companyName));

export async function addDemoVendors(tx: PostingTransaction, context: RequestContext) {
  const existing = await tx
    .select({ name: contacts.displayName })
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, context.companyId),
        eq(contacts.kind, 'vendor'),
        inArray(contacts.displayName, displayNames),
      ),
    );
  const branch = await headOffice(tx, context.companyId);
  for (const [index, vendor] of demoVendors.entries()) {
    if (existing.some((row) => row.name === displayNames[index])) continue;
    const input = vendorCreateSchema.parse({ ...vendor, country: 'NG', currency: 'NGN', branch });
    await createContact(tx, context, vendorKind, input);
  }
}

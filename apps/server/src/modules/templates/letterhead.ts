import { accounts, bankAccounts, companies, type Executor, states } from '@owo/db';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { NotFound } from '../../errors.ts';
import type { DocumentBankDetails, DocumentIssuer, DocumentLogo } from '../../pdf/sales-document.ts';

/*
 * The company as its documents print it: name, address, contacts, tax numbers, logo, and the
 * business bank accounts customers pay into. The sales and expenses modules build their
 * SalesDocumentModel's issuer and bank details from here, as the template preview does.
 */

/** Business bank accounts printed, at most: more would crowd the page. */
const MAX_BANK_ACCOUNTS = 3;

/**
 * The logo as the PDF can draw it. @react-pdf draws PNG and JPEG only: an SVG (or anything else
 * sharp reads) is rasterised to a PNG 600 px wide, enough for print at the size a logo takes. A
 * logo that cannot be read is left out rather than failing the document.
 */
async function pdfLogo(data: Buffer | null, contentType: string | null): Promise<DocumentLogo | null> {
  if (!data || data.length === 0) return null;
  if (contentType === 'image/png') return { data, format: 'png' };
  if (contentType === 'image/jpeg' || contentType === 'image/jpg') return { data, format: 'jpg' };
  try {
    const png = await sharp(data, { density: 300 }).resize({ width: 600, withoutEnlargement: false }).png().toBuffer();
    return { data: png, format: 'png' };
  } catch {
    return null;
  }
}

export interface Letterhead {
  issuer: DocumentIssuer;
  bankDetails: DocumentBankDetails[];
}

export async function companyLetterhead(tx: Executor, companyId: string): Promise<Letterhead> {
  const [company] = await tx
    .select({
      name: companies.name,
      address: companies.address,
      state: states.name,
      phone: companies.phoneNumber,
      email: companies.email,
      website: companies.website,
      tin: companies.tin,
      vatNumber: companies.vatNumber,
      rcNumber: companies.rcNumber,
      logo: companies.logo,
      logoContentType: companies.logoContentType,
    })
    .from(companies)
    .leftJoin(states, eq(states.id, companies.stateId))
    .where(eq(companies.id, companyId));
  if (!company) throw new NotFound('Company');
  const banks = await tx
    .select({
      bankName: bankAccounts.bankName,
      accountName: bankAccounts.accountName,
      accountNumber: bankAccounts.accountNumber,
    })
    .from(bankAccounts)
    .innerJoin(accounts, and(eq(accounts.companyId, bankAccounts.companyId), eq(accounts.id, bankAccounts.accountId)))
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.kind, 'business'), eq(accounts.isActive, true)))
    .orderBy(asc(bankAccounts.createdAt))
    .limit(MAX_BANK_ACCOUNTS);
  const address = company.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const statePart = company.state && !company.address.toLowerCase().includes(company.state.toLowerCase());
  return {
    issuer: {
      name: company.name,
      address: statePart && company.state ? [...address, company.state] : address,
      phone: company.phone,
      email: company.email,
      website: company.website,
      tin: company.tin,
      vatNumber: company.vatNumber,
      rcNumber: company.rcNumber,
      logo: await pdfLogo(company.logo, company.logoContentType),
    },
    bankDetails: banks,
  };
}

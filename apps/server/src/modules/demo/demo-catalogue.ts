/*
 * Who the demo's trade customers are and what they buy (demo-sales.ts): the goods, each with its
 * price, cost and VAT, and the delivery service.
 */

export type CustomerKey = 'eko' | 'ngozi' | 'hotel' | 'zuma' | 'school' | 'garki';
export type ProductKey = 'rice' | 'noodles' | 'oil' | 'bleach' | 'delivery';
export type Items = ReadonlyArray<readonly [product: ProductKey, quantity: number]>;

interface DemoCustomer {
  type: 'BUSINESS' | 'INDIVIDUAL';
  companyName: string;
  fullName: string;
  invoice: string;
  phoneNumber: string;
  email: string;
  officeAddress: string;
  state: string;
  tin?: string;
}

/** Shown as the customer list shows them: a business by its name, a person by theirs. */
export const customerNames: Record<CustomerKey, string> = {
  eko: 'Eko Fresh Mart Ltd',
  ngozi: 'Ngozi Okonkwo',
  hotel: 'Lekki Gardens Hotel Ltd',
  zuma: 'Zuma Catering Services Ltd',
  school: 'Brightway International School',
  garki: 'Garki Facility Services Ltd',
};

export const demoCustomers: Record<CustomerKey, DemoCustomer> = {
  eko: {
    type: 'BUSINESS',
    companyName: customerNames.eko,
    fullName: 'Olumide Adeyemi',
    invoice: 'EFM',
    phoneNumber: '08023456781',
    email: 'olumide.adeyemi@example.com',
    officeAddress: '23 Admiralty Way, Lekki Phase 1, Lagos',
    state: 'Lagos',
    tin: '10234567-0001',
  },
  ngozi: {
    type: 'INDIVIDUAL',
    companyName: "Ngozi's Kitchen",
    fullName: customerNames.ngozi,
    invoice: 'NGK',
    phoneNumber: '08134567890',
    email: 'ngozi.okonkwo@example.com',
    officeAddress: '7 Bode Thomas Street, Surulere, Lagos',
    state: 'Lagos',
  },
  hotel: {
    type: 'BUSINESS',
    companyName: customerNames.hotel,
    fullName: 'Emeka Nwosu',
    invoice: 'LGH',
    phoneNumber: '08055512345',
    email: 'emeka.nwosu@example.com',
    officeAddress: '5 Fola Osibo Road, Lekki Phase 1, Lagos',
    state: 'Lagos',
    tin: '20345678-0001',
  },
  zuma: {
    type: 'BUSINESS',
    companyName: customerNames.zuma,
    fullName: 'Hauwa Ibrahim',
    invoice: 'ZCS',
    phoneNumber: '08091234560',
    email: 'hauwa.ibrahim@example.com',
    officeAddress: '12 Aminu Kano Crescent, Wuse II, Abuja',
    state: 'Federal Capital Territory',
  },
  school: {
    type: 'BUSINESS',
    companyName: customerNames.school,
    fullName: 'Funmilayo Adebayo',
    invoice: 'BIS',
    phoneNumber: '08162345678',
    email: 'funmilayo.adebayo@example.com',
    officeAddress: '18 Oduduwa Way, Ikeja GRA, Lagos',
    state: 'Lagos',
  },
  garki: {
    type: 'BUSINESS',
    companyName: customerNames.garki,
    fullName: 'Musa Abdullahi',
    invoice: 'GFS',
    phoneNumber: '07031234567',
    email: 'musa.abdullahi@example.com',
    officeAddress: 'Plot 1124 Ahmadu Bello Way, Garki Area 11, Abuja',
    state: 'Federal Capital Territory',
  },
};

export interface DemoProduct {
  sku: string;
  name: string;
  description: string;
  unit: string;
  /** Naira. */
  price: number;
  /** What the distributor charges for one, naira: goods only, which are tracked. */
  cost: number | null;
  /** Rice is a basic food item, exempt from VAT; the rest are charged VAT at 7.5%. */
  vat: boolean;
  /** What an invoice line calls its unit, when not the product's. */
  measurement?: string;
}

export const demoProducts: Record<ProductKey, DemoProduct> = {
  rice: {
    sku: 'ADS-RIC-50',
    name: 'Royal Stallion Parboiled Rice 50kg',
    description: 'Long grain parboiled rice, 50kg bag',
    unit: 'bag',
    price: 82_000,
    cost: 71_500,
    vat: false,
  },
  noodles: {
    sku: 'ADS-IND-40',
    name: 'Indomie Chicken Noodles 70g (carton of 40)',
    description: 'Instant noodles, carton of 40 packs',
    unit: 'ctn',
    price: 10_500,
    cost: 8_900,
    vat: true,
  },
  oil: {
    sku: 'ADS-PWO-25',
    name: 'Power Oil Vegetable Oil 25 litres',
    description: 'Vegetable cooking oil, 25 litre keg',
    unit: 'pcs',
    price: 64_000,
    cost: 55_000,
    vat: true,
  },
  bleach: {
    sku: 'ADS-HYP-12',
    name: 'Hypo Bleach 1 litre (carton of 12)',
    description: 'Household bleach, carton of 12 bottles',
    unit: 'ctn',
    price: 14_800,
    cost: 11_900,
    vat: true,
  },
  delivery: {
    sku: 'ADS-DEL-LAG',
    name: 'Delivery within Lagos',
    description: 'Same-day van delivery anywhere in Lagos, per trip',
    unit: 'pcs',
    price: 7_500,
    cost: null,
    vat: true,
    measurement: 'trip',
  },
};

/** The note on the demo's invoices: also how a later run knows which open invoices are the demo's own. */
export const DEMO_INVOICE_NOTE = 'Thank you for your business. Please quote the invoice number on your transfer.';
/** The customer who never paid: left on its own note, so later runs leave it owing. */
export const UNPAID_NOTE = 'Payment due within 7 days of delivery. Please quote the invoice number on your transfer.';

export const bankDetails = [{ name: 'Zenith Bank', accountNo: '1012345678', accountName: 'Adunni Stores Ltd' }];

import type { VendorView } from '@owo/core';
import { contactCalls } from './contacts.ts';

/* Vendors (/expense/vendors): server modules/vendors, through the contacts' calls. */

export type Vendor = VendorView;

export const vendorCalls = contactCalls<Vendor>('vendors', '/vendor');

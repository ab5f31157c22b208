import { companyUpdateSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema } from '../../http/envelope.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { acceptImageUploads, imageReferenceSchema, receiveImage, sendImage } from '../../images/images.http.ts';
import { getCompanySettings, getLogo, removeLogo, setLogo, updateCompany } from './company-settings.service.ts';

const view = { access: { permission: 'settings.view' as const } };
// The company's details and lock date are every branch's: not for a member limited to one.
const edit = { access: { permission: 'settings.edit' as const }, wholeCompany: true as const };
const tags = ['Companies'];

/** How wide a logo is kept: enough for a document's header printed at 300 dpi. */
const LOGO_WIDTH = 512;

/** The details set up with the company: setup answers them, and settings (below) adds to them. */
export const companyDetailsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  businessType: z.string(),
  industry: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  address: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  tin: z.string().nullable(),
  rcNumber: z.string().nullable(),
  currency: z.string(),
  fiscalYearStart: z.number(),
});

export const companySettingsSchema = companyDetailsSchema.extend({
  stateName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  website: z.string().nullable(),
  /** True once anything has posted: the home currency can no longer change. */
  currencyFixed: z.boolean(),
  lockDate: z.string().nullable(),
  allowNegativeStock: z.boolean(),
  logo: imageReferenceSchema.nullable(),
  updatedAt: z.string(),
});

/** The company of x-company-id as settings: its details, lock date and logo. */
export async function companySettingsRoutes(app: FastifyInstance) {
  await acceptImageUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/companies/current', {
    config: view,
    schema: {
      tags,
      summary: 'The company of x-company-id, as its settings show it',
      response: { 200: envelope(companySettingsSchema) },
    },
    handler: async (request) => ({
      message: 'Company',
      data: await companyRead(request, (tx, context) => getCompanySettings(tx, context.companyId)),
    }),
  });

  api.patch('/companies/current', {
    config: edit,
    schema: {
      tags,
      summary: "Change the company's details",
      description:
        'Only the fields sent change; tin, rcNumber, vatNumber and website are cleared with "" or null. ' +
        'currency is refused (400) once any journal entry exists. lockDate (YYYY-MM-DD or null) is set ' +
        'as PATCH /settings/lock-date sets it. Every change is in the audit log with before and after.',
      body: companyUpdateSchema,
      response: { 200: envelope(companySettingsSchema) },
    },
    handler: async (request) => {
      const { changed } = await companyWrite(request, (tx, context) => updateCompany(tx, context, request.body));
      const data = await companyRead(request, (tx, context) => getCompanySettings(tx, context.companyId));
      return { message: changed ? 'Company information saved' : 'Nothing to save: no field changed', data };
    },
  });

  api.put('/companies/logo', {
    config: edit,
    schema: {
      tags,
      summary: "Upload the company's logo",
      description:
        'A multipart/form-data body with one file (field "file"): PNG, JPEG or SVG by content, at most 1 MB. ' +
        `PNG and JPEG are resized to at most ${LOGO_WIDTH} px wide; an SVG with scripts, event handlers or links ` +
        'to other files is refused.',
      response: { 200: envelope(imageReferenceSchema) },
    },
    handler: async (request) => {
      const image = await receiveImage(request, { what: 'logo', maxSize: LOGO_WIDTH });
      const data = await companyWrite(request, (tx, context) => setLogo(tx, context, image));
      return { message: 'Logo saved', data };
    },
  });

  api.get('/companies/logo', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: "The company's logo",
      description:
        'The image with its type. ETag is its version; with v= the current version it may be cached for a year.',
      querystring: z.object({ v: z.string().optional() }),
    },
    handler: async (request, reply) => {
      const image = await companyRead(request, (tx, context) => getLogo(tx, context.companyId));
      return sendImage(request, reply, image);
    },
  });

  api.delete('/companies/logo', {
    config: edit,
    schema: { tags, summary: "Remove the company's logo", response: { 200: messageOnlySchema } },
    handler: async (request) => {
      await companyWrite(request, (tx, context) => removeLogo(tx, context));
      return { message: 'Logo removed' };
    },
  });
}

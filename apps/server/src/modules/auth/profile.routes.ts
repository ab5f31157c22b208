import { profileUpdateSchema } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientRequestIdOf, userIdOf } from '../../http/access.ts';
import { envelope, messageOnlySchema } from '../../http/envelope.ts';
import { userWrite } from '../../http/work.ts';
import { acceptImageUploads, imageReferenceSchema, receiveImage, sendImage } from '../../images/images.http.ts';
import { getPhoto, getProfile, type ProfileActor, removePhoto, setPhoto, updateProfile } from './profile.service.ts';

const tags = ['Profile'];
const signedIn = { access: 'user' as const };
/** A photo is shown small: in the header and beside a name. */
const PHOTO_SIZE = 256;

export const profileSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  photo: imageReferenceSchema.nullable(),
});

const actorOf = (request: FastifyRequest, userId: string): ProfileActor => ({
  userId,
  requestId: request.id,
  clientRequestId: clientRequestIdOf(request),
});

/** The signed-in person's own name, phone and photo (settings, profile). */
export async function profileRoutes(app: FastifyInstance) {
  await acceptImageUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/profile', {
    config: signedIn,
    schema: { tags, summary: 'My profile', response: { 200: envelope(profileSchema) } },
    handler: async (request) => ({ message: 'Profile', data: await getProfile(app.db, userIdOf(request)) }),
  });

  api.patch('/profile', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Change my name or phone number',
      description:
        'Only the fields sent change. The email is not changed here. Each company I belong to records the change in its audit log.',
      body: profileUpdateSchema,
      response: { 200: envelope(profileSchema) },
    },
    handler: async (request) => {
      const { changed, profile } = await userWrite(request, (tx, userId) =>
        updateProfile(tx, actorOf(request, userId), request.body),
      );
      return {
        message: changed ? 'Your profile has been updated' : 'Nothing to save: no field changed',
        data: profile,
      };
    },
  });

  api.put('/profile/photo', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Upload my photo',
      description: `A multipart/form-data body with one file (field "file"): PNG, JPEG or SVG by content, at most 1 MB; PNG and JPEG are resized to fit ${PHOTO_SIZE} x ${PHOTO_SIZE} px.`,
      response: { 200: envelope(imageReferenceSchema) },
    },
    handler: async (request) => {
      const image = await receiveImage(request, { what: 'photo', maxSize: PHOTO_SIZE, square: true });
      const data = await userWrite(request, (tx, userId) => setPhoto(tx, actorOf(request, userId), image));
      return { message: 'Photo saved', data };
    },
  });

  api.get('/profile/photo', {
    config: signedIn,
    schema: {
      tags,
      summary: 'My photo',
      description: 'The image with its type; with v= the current version it may be cached for a year.',
      querystring: z.object({ v: z.string().optional() }),
    },
    handler: async (request, reply) => sendImage(request, reply, await getPhoto(app.db, userIdOf(request))),
  });

  api.delete('/profile/photo', {
    config: signedIn,
    schema: { tags, summary: 'Remove my photo', response: { 200: messageOnlySchema } },
    handler: async (request) => {
      await userWrite(request, (tx, userId) => removePhoto(tx, actorOf(request, userId)));
      return { message: 'Photo removed' };
    },
  });
}

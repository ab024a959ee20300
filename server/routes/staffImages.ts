// POST /api/staff/images (manager only): one photo, multipart field `image`. The photo is checked by its content and
// stored in the shop's sizes (services/images.ts); a product or category then names it by the address answered, in
// its own save. Multipart is parsed in this plugin only: every other route still takes JSON alone.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  backOfficePaths,
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
} from '../../src/contract';
import { One, UploadedImageShape } from '../../src/contract/shapes';
import { requireUploadQuota } from '../services/imageUpkeep';
import { imageMissing, imageTooLarge, malformedForm, unsupportedImage } from '../services/images';
import { HttpError } from '../services/errors';
import type { RouteContext } from './context';
import { callerOf, requireManager } from './guards';
import { bearer, errors } from './schemas';

/** Room for the multipart framing around the photo (boundaries, part headers, a long file name). */
const MULTIPART_OVERHEAD = 64 * 1024;

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * The photo's bytes and file name, or the error to answer (413 too large, 415 not multipart, 400 no photo, 400 a form
 * that cannot be parsed: no boundary, no closing boundary, a body that is not multipart under a multipart type).
 */
export async function receivePhoto(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  const declared = Number(request.headers['content-length']);
  // Known to be too large before a byte is read: refused without reading it.
  if (declared > IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) throw imageTooLarge(IMAGE_UPLOAD_MAX_BYTES);
  if (!request.isMultipart()) throw unsupportedImage();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== IMAGE_UPLOAD_FIELD) throw imageMissing();
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw imageMissing();
    return { bytes, fileName: part.filename ?? '' };
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge(IMAGE_UPLOAD_MAX_BYTES);
    if (typeof errorCode(error) === 'string' && String(errorCode(error)).startsWith('FST_'))
      throw imageMissing();
    if (error instanceof HttpError) throw error;
    // The parser's own errors (busboy's "Boundary not found", "Unexpected end of form"...) are the client's form.
    throw malformedForm();
  }
}

export function staffImageRoutes(ctx: RouteContext) {
  const guard = requireManager(ctx);
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });

    app.post(
      backOfficePaths.images,
      {
        // Before the body is read: a visitor's or a shopper's upload is refused without being received.
        onRequest: guard,
        schema: {
          tags: ['back office'],
          security: bearer,
          summary: `Upload a photo (multipart, field "${IMAGE_UPLOAD_FIELD}": ${IMAGE_UPLOAD_TYPES.join(', ')}, checked by content, at most ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB); answers its address in every size`,
          consumes: ['multipart/form-data'],
          response: { 201: One(UploadedImageShape), ...errors(400, 401, 403, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const { id } = callerOf(request);
        // Before the photo is read: past the day's cap, nothing is received.
        await requireUploadQuota(ctx.db, id, ctx.now(), ctx.config.uploadsPerDay);
        const { bytes, fileName } = await receivePhoto(request);
        const image = await ctx.images.upload(ctx.db, id, bytes, fileName, new Date(ctx.now()));
        return reply.status(201).send({ data: image });
      },
    );
  };
}

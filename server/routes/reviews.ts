// /api/review/:productId: one review per user per product, only after a completed order containing it; the review
// keeps the variant its writer bought (of their latest such order), which the product page shows beside it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reviewSchema } from '../../src/contract';
import { ReviewRequestShape } from '../../src/contract/shapes';
import { reviews, users } from '../db/schema';
import { refreshRatings } from '../catalogue';
import { forbidden, notFound } from '../services/errors';
import { lastCompletedPurchase } from '../services/orders';
import { validate } from '../services/validation';
import type { RouteContext } from './context';
import { callerOf, requireUser } from './guards';
import { bearer, errors, idParam } from './schemas';

export function reviewRoutes(ctx: RouteContext) {
  const { db, now } = ctx;
  return async (app: FastifyInstance) => {
    app.post<{ Params: { productId: string } }>(
      '/review/:productId',
      {
        preHandler: requireUser(ctx.tokens),
        schema: {
          tags: ['reviews'],
          summary: 'Review a product bought in a completed order; a second review updates the first',
          security: bearer,
          params: idParam('productId'),
          body: ReviewRequestShape,
          response: { 200: { $ref: 'Review#' }, 201: { $ref: 'Review#' }, ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const input = await validate(reviewSchema(), request.body);
        const caller = callerOf(request);
        const { productId } = request.params;
        if (!(await ctx.catalogue.hasProduct(productId))) throw notFound('server.product.notFound');
        const bought = await lastCompletedPurchase(db, caller.id, productId);
        if (!bought) throw forbidden('server.review.notAllowed');
        const at = new Date(now());
        // The review and the product's ratings change together (listings read the ratings from products).
        // The catalogue's transaction: it announces the new ratings once committed.
        const row = await ctx.catalogue.write(async (tx) => {
          const [written] = await tx
            .insert(reviews)
            .values({
              id: randomUUID(),
              userId: caller.id,
              productId,
              rating: input.rating,
              content: input.content ?? '',
              boughtVariant: bought.variant,
              createdAt: at,
              updatedAt: at,
            })
            .onConflictDoUpdate({
              target: [reviews.userId, reviews.productId],
              set: {
                rating: input.rating,
                content: input.content ?? '',
                boughtVariant: bought.variant,
                updatedAt: at,
              },
            })
            .returning();
          await refreshRatings(tx, productId);
          return written;
        });
        if (!row) throw new Error('review upsert returned nothing');
        const [user] = await db
          .select({ name: users.name, role: users.role })
          .from(users)
          .where(eq(users.id, caller.id));
        const created = row.createdAt.getTime() === row.updatedAt.getTime();
        return reply.status(created ? 201 : 200).send({
          _id: row.id,
          product: row.productId,
          rating: row.rating,
          content: row.content,
          boughtVariant: row.boughtVariant ?? null,
          role: user?.role ?? 'user',
          user: { _id: caller.id, name: user?.name ?? '' },
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        });
      },
    );
  };
}

// /api/staff/categories (manager only): every category with its count of shown products; create, edit naming the
// version read, archive and restore (never delete: products keep pointing at their category).
import type { FastifyInstance } from 'fastify';
import { backOfficePaths, categoryInputSchema } from '../../../src/contract';
import { one } from '../../routes/backOfficeSchemas';
import type { RouteContext } from '../../routes/context';
import { callerOf, requireManager } from '../../routes/guards';
import { bearer, errors, idParam } from '../../routes/schemas';
import { validate } from '../../services/validation';
import { createCategory, setCategoryArchived, updateCategory } from '../writes';
import { backOfficeCategorySchema, categoryBody } from './schemas';

/** Route patterns of backOfficePaths (its functions would encode the ':' of a parameter). */
const paths = {
  category: `${backOfficePaths.categories}/:id`,
  archive: `${backOfficePaths.categories}/:id/archive`,
  restore: `${backOfficePaths.categories}/:id/restore`,
};

export function staffCategoryRoutes(ctx: RouteContext) {
  const guard = requireManager(ctx);
  const common = { tags: ['back office'], security: bearer };
  const idParams = idParam('id');
  return async (app: FastifyInstance) => {
    app.get(
      backOfficePaths.categories,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: 'Every category (archived ones too) with its count of products the shop shows',
          response: {
            200: { type: 'object', properties: { data: { type: 'array', items: backOfficeCategorySchema } } },
            ...errors(401, 403),
          },
        },
      },
      async () => ({ data: await ctx.catalogue.backOfficeCategories() }),
    );

    app.post(
      backOfficePaths.categories,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: 'Create a category (409 when its slug is taken)',
          body: categoryBody,
          response: { 201: one(backOfficeCategorySchema), ...errors(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const input = await validate(categoryInputSchema('create'), request.body);
        const category = await createCategory(ctx.catalogue, callerOf(request).id, input, ctx.now, () =>
          ctx.images.requireStored(input.image, 'image'),
        );
        return reply.status(201).send({ data: category });
      },
    );

    app.put<{ Params: { id: string } }>(
      paths.category,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: 'Save a category, naming the version read (409 when someone else saved it since)',
          params: idParams,
          body: categoryBody,
          response: { 200: one(backOfficeCategorySchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const input = await validate(categoryInputSchema('update'), request.body);
        const category = await updateCategory(
          ctx.catalogue,
          callerOf(request).id,
          request.params.id,
          input,
          ctx.now,
          () => ctx.images.requireStored(input.image, 'image'),
        );
        return { data: category };
      },
    );

    for (const [path, archived] of [
      [paths.archive, true],
      [paths.restore, false],
    ] as const) {
      app.post<{ Params: { id: string } }>(
        path,
        {
          preHandler: guard,
          schema: {
            ...common,
            summary: archived
              ? 'Archive a category: hidden from the shop; its products stay in it'
              : 'Restore an archived category to the shop',
            params: idParams,
            response: { 200: one(backOfficeCategorySchema), ...errors(401, 403, 404) },
          },
        },
        async (request) => {
          const category = await setCategoryArchived(
            ctx.catalogue,
            callerOf(request).id,
            request.params.id,
            archived,
            ctx.now,
          );
          return { data: category };
        },
      );
    }
  };
}

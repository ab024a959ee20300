// /api/staff/search: the search's synonym groups (staff read them; managers create, change and delete them, each
// write in the activity log) and its figures over the last 30 days (staff and managers).
import type { FastifyInstance } from 'fastify';
import {
  One,
  SearchStatsResponseShape,
  SynonymGroupListShape,
  SynonymGroupRequestShape,
  SynonymGroupShape,
} from '../../src/contract/shapes';
import {
  checkTerms,
  createSynonyms,
  deleteSynonyms,
  listSynonyms,
  searchStats,
  updateSynonyms,
} from '../services/search';
import type { RouteContext } from './context';
import { callerOf, requireManager, requireStaff } from './guards';
import { bearer, errors, idParam } from './schemas';

const SYNONYMS = '/staff/search/synonyms';

export function staffSearchRoutes(ctx: RouteContext) {
  const staff = requireStaff(ctx);
  const manager = requireManager(ctx);
  const common = { tags: ['back office'], security: bearer };
  return async (app: FastifyInstance) => {
    app.get(
      SYNONYMS,
      {
        preHandler: staff,
        schema: {
          ...common,
          summary: "The search's synonym groups (staff and managers)",
          response: { 200: SynonymGroupListShape, ...errors(401, 403) },
        },
      },
      async () => ({ data: await listSynonyms(ctx.db) }),
    );

    app.post(
      SYNONYMS,
      {
        preHandler: manager,
        schema: {
          ...common,
          summary: 'Add a synonym group (managers; 409 naming a term another group has)',
          body: SynonymGroupRequestShape,
          response: { 201: One(SynonymGroupShape), ...errors(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const terms = checkTerms(request.body);
        const group = await createSynonyms(ctx.catalogue, callerOf(request).id, terms, ctx.now);
        return reply.status(201).send({ data: group });
      },
    );

    app.put<{ Params: { id: string } }>(
      `${SYNONYMS}/:id`,
      {
        preHandler: manager,
        schema: {
          ...common,
          summary: "Replace a synonym group's terms (managers)",
          params: idParam('id'),
          body: SynonymGroupRequestShape,
          response: { 200: One(SynonymGroupShape), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const terms = checkTerms(request.body);
        const group = await updateSynonyms(
          ctx.catalogue,
          callerOf(request).id,
          request.params.id,
          terms,
          ctx.now,
        );
        return { data: group };
      },
    );

    app.delete<{ Params: { id: string } }>(
      `${SYNONYMS}/:id`,
      {
        preHandler: manager,
        schema: {
          ...common,
          summary: 'Delete a synonym group (managers)',
          params: idParam('id'),
          response: { 204: { type: 'null' }, ...errors(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await deleteSynonyms(ctx.catalogue, callerOf(request).id, request.params.id, ctx.now);
        return reply.status(204).send();
      },
    );

    app.get(
      '/staff/search/stats',
      {
        preHandler: staff,
        schema: {
          ...common,
          summary:
            'The top searches and the searches with no result over the last 30 days, 20 each (staff and managers)',
          response: { 200: SearchStatsResponseShape, ...errors(401, 403) },
        },
      },
      async () => searchStats(ctx.db, ctx.now),
    );
  };
}

// The OpenAPI document, made from the routes' schemas, and (with API_DOCS=1) its browsable UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** On the root instance, registered before the routes: @fastify/swagger collects every route added after it. */
export const apiDocs = fp<{ ui: boolean }>(
  async (app, { ui }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Storefront API',
          version: '1.0.0',
          description:
            'Bilingual electronics storefront. Errors are always `{ message, errors? }`. Money is integer EGP.',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    });
    // Off in production unless API_DOCS=1: /api/docs is then an unknown API path (404).
    if (ui) {
      await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
    }
  },
  { name: 'apiDocs' },
);

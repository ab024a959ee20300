// The SPA: its built files (dist/), its pages (the public screens with their first frame rendered per request, else
// index.html) and the not-found answer for everything else (JSON, never HTML, for API paths and missing files).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fillPage, type PageShells } from '../../firstFrame/server';
import { PAGE_SHELL_DIR } from '../../src/contract/pageShells';
import type { CategoryListResponse } from '../../src/contract';
import { langOf, type Translator } from '../services/messages';
import { planPage, unavailablePlan, withHead, type PageSources } from '../seo/pageHead';

/** A file name carrying a content hash (e.g. main.3f9a1c2b.js) never changes, so caches may keep it forever. */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|avif|woff2?|ttf|map|ico|txt)$/i;
/** The .br / .gz copies webpack writes next to a file are served in its place (preCompressed). */
const COMPRESSED_COPY = /\.(br|gz)$/;

export interface SpaOptions {
  /** The SPA's built files, when there are any; without them every unknown path is a JSON 404. */
  staticDir: string | undefined;
  shells: PageShells;
  translate: Translator;
  /** The public origin (APP_URL): pages' canonical and alternate addresses, link previews. */
  appUrl: string;
}

/** On the root instance, after the API: its not-found handler answers every path no route or file answers. */
export const spa = fp<SpaOptions>(
  async (app, { staticDir, shells, translate, appUrl }) => {
    const indexHtml = staticDir ? join(staticDir, 'index.html') : undefined;
    if (staticDir) {
      await app.register(fastifyStatic, {
        root: staticDir,
        prefix: '/',
        wildcard: true,
        // '/' is a page like any other: answered below, with its first frame.
        index: false,
        // The pages' templates and the frame renderer are the server's, not files to download.
        allowedPath: (path) => !path.startsWith(`/${PAGE_SHELL_DIR}/`),
        cacheControl: false,
        // dist/ holds brotli and gzip copies made at build time: no compression work per request.
        preCompressed: true,
        setHeaders(reply, servedPath) {
          const path = servedPath.replace(COMPRESSED_COPY, '');
          reply.header(
            'cache-control',
            HASHED_ASSET.test(path)
              ? 'public, max-age=31536000, immutable'
              : path.endsWith('.html')
                ? 'no-cache'
                : 'public, max-age=3600',
          );
        },
      });
    }
    /**
     * GET /api/product/:id answered in-process (its cache, serializer and validation): its JSON text, or undefined;
     * `missing` when the API knows no such product (404, or 400 for an id it cannot read).
     */
    const productAnswer = async (id: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/product/${encodeURIComponent(id)}` });
      return {
        body: response.statusCode === 200 ? response.body : undefined,
        missing: response.statusCode === 404 || response.statusCode === 400,
      };
    };
    const sources: PageSources = {
      product: productAnswer,
      async archived(id) {
        const product = await app.catalogue.backOfficeProduct(id).catch(() => null);
        return Boolean(product?.archivedAt);
      },
      // GET /api/category in-process, like the product: the same cache and the same invalidation.
      async categories() {
        const response = await app.inject({ method: 'GET', url: '/api/category' });
        if (response.statusCode !== 200) throw new Error(`GET /api/category answered ${response.statusCode}`);
        return (response.json() as CategoryListResponse).categories;
      },
    };
    /**
     * The API's answers to the first frame's calls (src/firstFrame/renderFrame.tsx), in-process: the same routes,
     * caches and validation as the browser's calls. Only GET: a first frame reads, never writes.
     */
    const inProcessFetch: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'GET') throw new Error(`a first frame asked ${request.method} ${request.url}`);
      const url = new URL(request.url);
      const response = await app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers))
        if (value !== undefined) headers.set(name, String(value));
      return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
    };
    /** A page's first frame, or undefined (no renderer, or it failed: the app then renders on its own). */
    const frameOf = async (request: FastifyRequest, url: string, lang: string) => {
      if (!shells.render) return undefined;
      return shells.render(url, lang, inProcessFetch).catch((error: unknown) => {
        request.log.warn({ err: error }, 'a page’s first frame could not be rendered');
        return undefined;
      });
    };
    /**
     * A page of the SPA: a public screen's page with its first frame (firstFrame/server), else index.html; with its
     * head (server/seo/pageHead.ts) and status.
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
      const search = request.url.slice(path.length);
      const page = shells.pageFor(path, search);
      const [plan, frame] = await Promise.all([
        planPage({ appUrl, translate, sources }, path, search).catch((error: unknown) => {
          request.log.warn({ err: error }, 'a page’s data could not be read');
          return unavailablePlan(translate, search);
        }),
        page ? frameOf(request, `${path}${search}`, page.lang) : undefined,
      ]);
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').status(plan.status);
      if (plan.head.noindex) reply.header('x-robots-tag', 'noindex');
      const text = page
        ? fillPage(page.template, frame, shells.readImage)
        : await readFile(join(staticDir!, 'index.html'), 'utf8');
      return reply.send(withHead(text, plan.head));
    };
    if (indexHtml) {
      app.get('/', (request, reply) =>
        existsSync(indexHtml) ? sendPage(request, reply, '/') : reply.callNotFound(),
      );
    }
    app.setNotFoundHandler((request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const path = request.url.split('?')[0] ?? '/';
      // A missing file (e.g. an old hashed bundle) must not be answered with HTML; page paths have no extension.
      const looksLikeFile =
        /\.[a-z0-9]{1,8}$/i.test(path) && !String(request.headers.accept ?? '').includes('text/html');
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !looksLikeFile;
      if (isPage && indexHtml && existsSync(indexHtml)) return sendPage(request, reply, path);
      return reply.status(404).send({ message: translate('server.route.notFound', lang) });
    });
  },
  { name: 'spa' },
);

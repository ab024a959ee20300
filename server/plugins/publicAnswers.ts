/*
 * Public answers: a route that says `config: { publicAnswer: {} }` answers its 200s the same to everyone for the same
 * key (by default its path parameters; a route whose answer depends on its query names a key), so this plugin
 *   - keeps each answer a few seconds (ttlMs), bounded by entries and bytes, least recently used out first
 *     (lru-cache): its JSON text, its ETag and its compressed copies, each made once. A repeated URL is answered
 *     before its query is validated again (preParsing), an equivalent one once its key is known (preHandler); the
 *     handler runs only for a key nobody asked for lately, once however many ask for it at the same moment;
 *   - tags every 200 with a strong ETag and `Cache-Control: no-cache`, and answers a matching If-None-Match (one
 *     tag, a list or `*`) with a 304 and no body. The tag is kept with the answer, not hashed per request as
 *     @fastify/etag does (which would also tag errors): what that costs a cached answer, `npm run bench:api --
 *     --against <a tree hashing each body per request> --pglite-only`;
 *   - sends a browser the kept brotli or gzip copy, the same choice, bytes and headers @fastify/compress would make
 *     (which then leaves the answer alone).
 * invalidate() drops every answer (the catalogue changed) and keeps answers read meanwhile from being kept.
 * What it buys: `npm run bench:api -- --layers --only answerCache` (a cached listing and a product page against the
 * same server with CATALOGUE_CACHE_TTL_MS=0); docs/performance.md.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type {
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
  preParsingHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200s depend on nothing but `key` (default: the path parameters): server/plugins/publicAnswers.ts. */
    publicAnswer?: { key?: (request: FastifyRequest) => string };
  }
  interface FastifyInstance {
    /** The public answers kept (the catalogue's changes drop them). */
    publicAnswers: PublicAnswers;
  }
}

/** The encodings the app offers, in order of preference (app.ts gives @fastify/compress the same list). */
export const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Bodies smaller than this are sent as they are (@fastify/compress's `threshold`). */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Brotli for every answer, kept or not (app.ts gives @fastify/compress the same): quality 3 where @fastify/compress's
 * default is 4. On a 16 kB listing page it takes about 40 % less time for about 6 % more bytes (some 100), and a
 * listing nobody asked for lately is compressed once per request (`BENCH_DATABASE_URL=… npm run bench:api --
 * --against <a tree at quality 4> --large-only`, never-seen listing).
 */
export const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };
/** What @fastify/compress sends with BROTLI_OPTIONS: gzip at zlib's default level. */
const COMPRESSORS: Readonly<Record<Encoding, (body: Buffer) => Buffer>> = {
  br: (body) => brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body) => gzipSync(body),
};

/** @fastify/compress reads `*` and `x-gzip` as gzip before negotiating. */
const GZIP_ALIAS = /\*|x-gzip/gu;

/** The encoding @fastify/compress would pick for this Accept-Encoding header (undefined: send the body as it is). */
function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const found = negotiate(header.toLowerCase().replace(GZIP_ALIAS, 'gzip'), [...ENCODINGS]);
  return found === 'br' || found === 'gzip' ? found : undefined;
}

/** Whether an If-None-Match header names `etag` (or `*`): the answer is then a 304. */
const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });

export interface PublicAnswer {
  /** UTF-8 JSON: a Buffer is written to the socket as it is. */
  readonly body: Buffer;
  readonly etag: string;
  /** Compressed copies of `body` by content coding, made on first use. */
  readonly encoded: Partial<Record<Encoding, Buffer>>;
}

interface Entry extends PublicAnswer {
  readonly key: string;
  bytes: number;
}

const answerOf = (text: string | Buffer): PublicAnswer => {
  const body = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
};

/** Longer URLs are not remembered (they still share their entry through its key). */
const MAX_URL_LENGTH = 512;

export interface PublicAnswersOptions {
  /** How long an answer may be served; 0 keeps none (every request runs its handler). */
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

/** The answers kept, by key (and by the URLs that led to them). */
export class PublicAnswers {
  /** Each entry in a box of its own: lru-cache takes a new size only with a new value (see encoded()). */
  private readonly entries: LRUCache<string, { entry: Entry }> | undefined;
  private readonly urls: LRUCache<string, string> | undefined;
  private readonly loading = new Map<
    string,
    { generation: number; done: Promise<PublicAnswer | undefined> }
  >();
  private generation = 0;
  /** Called after a local invalidation (the catalogue's Redis sync tells the other instances). */
  onInvalidate: (() => void) | undefined;

  constructor(private readonly options: PublicAnswersOptions) {
    if (options.ttlMs <= 0) return;
    this.entries = new LRUCache<string, { entry: Entry }>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      ttl: options.ttlMs,
      // An entry past its TTL is never served; the clock is read on every get, not cached for a millisecond.
      ttlResolution: 0,
      ...(options.now ? { perf: { now: options.now } } : {}),
    });
    this.urls = new LRUCache<string, string>({ max: options.maxEntries });
  }

  get enabled(): boolean {
    return this.entries !== undefined;
  }

  /** The fresh answer of `key`, or of the URL `url` once remembered. */
  get(key: string): PublicAnswer | undefined {
    return this.entries?.get(key)?.entry;
  }

  forUrl(url: string): PublicAnswer | undefined {
    const key = this.urls?.peek(url);
    return key === undefined ? undefined : this.get(key);
  }

  /** The answer of a load of `key` running since the last invalidation (undefined when it fails), if any. */
  running(key: string): Promise<PublicAnswer | undefined> | undefined {
    const load = this.loading.get(key);
    return load?.generation === this.generation ? load.done : undefined;
  }

  /**
   * Starts a load of `key` (the handler of the request that came from `url`); the function returned ends it with
   * the answer's JSON text (kept, unless the catalogue changed meanwhile) or with nothing (it failed). Only after a
   * load ends is its URL remembered: the same URL always validates the same way, so it is answered early next time.
   */
  begin(key: string, url: string): (text?: string | Buffer) => PublicAnswer | undefined {
    const generation = this.generation;
    let finish!: (answer: PublicAnswer | undefined) => void;
    const load = { generation, done: new Promise<PublicAnswer | undefined>((resolve) => (finish = resolve)) };
    this.loading.set(key, load);
    let ended = false;
    return (text) => {
      if (ended) return undefined;
      ended = true;
      if (this.loading.get(key) === load) this.loading.delete(key);
      const answer = text === undefined ? undefined : answerOf(text);
      if (answer && generation === this.generation) this.keep(key, url, answer);
      finish(answer);
      return answer;
    };
  }

  private keep(key: string, url: string, answer: PublicAnswer) {
    const bytes = answer.body.length + key.length * 2 + answer.etag.length * 2;
    if (bytes > this.options.maxBytes) return;
    // The entry is the answer itself (the requests waiting for this load share it and its compressed copies).
    this.entries!.set(key, { entry: Object.assign(answer, { key, bytes }) }, { size: bytes });
    if (url.length <= MAX_URL_LENGTH && this.urls!.peek(url) !== key) this.urls!.set(url, key);
  }

  /** `answer`'s body in `encoding`, made on first use and kept with the answer (counted in its bytes). */
  encoded(answer: PublicAnswer, encoding: Encoding): Buffer {
    const known = answer.encoded[encoding];
    if (known) return known;
    const body = COMPRESSORS[encoding](answer.body);
    answer.encoded[encoding] = body;
    const entry = answer as Partial<Entry>;
    if (entry.key !== undefined && this.entries?.peek(entry.key)?.entry === answer) {
      entry.bytes! += body.length;
      // Kept again with its new size (lru-cache then drops the least recently used to stay in bounds), and with
      // the time it has left.
      this.entries.set(entry.key, { entry: answer as Entry }, { size: entry.bytes, noUpdateTTL: true });
    }
    return body;
  }

  /**
   * Drops every answer; loads still running are not kept. `publish: false` for a change another instance announced
   * (it must not be sent back).
   */
  invalidate({ publish = true }: { publish?: boolean } = {}): void {
    this.generation += 1;
    this.entries?.clear();
    if (publish) this.onInvalidate?.();
  }
}

/** Adds accept-encoding to Vary as @fastify/compress does. */
function varyOnEncoding(reply: Parameters<onSendHookHandler>[1]) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding'))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}

/** The answer each request was sent (e.g. the search log reads a search's count from it). */
const sent = new WeakMap<FastifyRequest, PublicAnswer>();
/** The requests whose handler loads their key's answer, and how each ends its load. */
const loads = new WeakMap<FastifyRequest, (text?: string | Buffer) => PublicAnswer | undefined>();

/** The public answer `request` was sent, if any. */
export const publicAnswerSent = (request: FastifyRequest): PublicAnswer | undefined => sent.get(request);

const defaultKey = (request: FastifyRequest) => JSON.stringify(request.params);

/** Route-level hooks: `[...hooks, added]` or `[added, ...hooks]`, in a new array (a HEAD route copies the GET's). */
const withHook = <T>(hooks: T | T[] | undefined, added: T, first = false): T[] => {
  const list = hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
  return first ? [added, ...list] : [...list, added];
};

export const publicAnswers = fp<PublicAnswersOptions>(
  async (app, options) => {
    const answers = new PublicAnswers(options);
    app.decorate('publicAnswers', answers);

    /** Sends a kept answer; onSend adds its headers (or makes it a 304) and picks its encoding. */
    const sendKept = (
      request: FastifyRequest,
      reply: Parameters<onSendHookHandler>[1],
      answer: PublicAnswer,
    ) => {
      sent.set(request, answer);
      return reply.type('application/json; charset=utf-8').send(answer.body);
    };

    // A URL whose answer is kept is answered before its query is validated and its key computed. Every onRequest
    // hook has run by then (security headers, a rate limit), and onSend still runs.
    const preParsing: preParsingHookHandler = (request, reply, payload, done) => {
      const answer = answers.forUrl(request.url);
      if (answer === undefined) return done(null, payload);
      void sendKept(request, reply, answer);
    };

    // Validated: the key's answer if kept or being loaded by another request, else this request loads it.
    const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
      if (!answers.enabled) return;
      const key = `${request.routeOptions.url} ${(request.routeOptions.config.publicAnswer?.key ?? defaultKey)(request)}`;
      const running = answers.get(key) ?? answers.running(key);
      // Awaited only when another request loads it: this one must start its own load before it yields.
      const answer = running instanceof Promise ? await running : running;
      if (answer) return sendKept(request, reply, answer);
      loads.set(request, answers.begin(key, request.url));
    };

    const onSend: onSendHookHandler = (request, reply, payload, done) => {
      let answer = sent.get(request);
      if (!answer) {
        const end = loads.get(request);
        loads.delete(request);
        if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
          // An error is never kept or tagged; requests waiting for this load run their own handler.
          end?.();
          return done(null, payload);
        }
        answer = end ? end(payload) : answerOf(payload);
        if (!answer) return done(null, payload);
        sent.set(request, answer);
      }
      // no-cache: browsers keep the body but ask again each time, with If-None-Match.
      reply.header('etag', answer.etag).header('cache-control', 'no-cache');
      if (etagMatches(request.headers['if-none-match'], answer.etag)) {
        reply.code(304).removeHeader('content-type');
        // A HEAD route's own hook reads the body's length (none).
        return done(null, request.method === 'HEAD' ? '' : null);
      }
      const encoding =
        answer.body.length >= COMPRESS_THRESHOLD && request.headers['x-no-compression'] === undefined
          ? preferredEncoding(request.headers['accept-encoding'])
          : undefined;
      if (encoding === undefined) return done(null, answer.body);
      varyOnEncoding(reply);
      reply.header('content-encoding', encoding);
      done(null, answers.encoded(answer, encoding));
    };

    // A load that no onSend ended (none should be) ends with its request, so that nobody waits for it for ever.
    const onResponse: onResponseHookHandler = (request, _reply, done) => {
      loads.get(request)?.();
      loads.delete(request);
      done();
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.publicAnswer) return;
      route.preParsing = withHook(route.preParsing, preParsing);
      route.preHandler = withHook(route.preHandler, preHandler);
      // Before @fastify/compress's own (it leaves an answer that has a Content-Encoding alone).
      route.onSend = withHook(route.onSend, onSend, true);
      route.onResponse = withHook(route.onResponse, onResponse);
    });
  },
  { name: 'publicAnswers' },
);

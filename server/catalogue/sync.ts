// Scale-out: instances sharing a Redis drop each other's cached catalogue answers when the catalogue changes.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** The answers an instance keeps (server/plugins/publicAnswers.ts). */
interface KeptAnswers {
  invalidate(options: { publish: boolean }): void;
  onInvalidate: (() => void) | undefined;
}

/** Redis channel on which an instance announces a catalogue write, so that the others drop their cached answers. */
export const CATALOGUE_CHANNEL = 'storefront:catalogue:changed';

/**
 * A catalogue write on this instance is published on CATALOGUE_CHANNEL and a write on another one drops this
 * instance's cached answers. A lost message (Redis down, a reconnect) costs at most the TTL of staleness; after a
 * reconnect the cache is dropped anyway, since messages may have been missed meanwhile.
 */
export const catalogueSync = fp<{ redis: Redis; answers: KeptAnswers }>(
  async (app, { redis, answers }) => {
    const instance = randomUUID();
    const subscriber = redis.duplicate();
    let subscribed = false;
    subscriber.on('error', () => undefined);
    subscriber.on('ready', () => {
      if (subscribed) answers.invalidate({ publish: false });
    });
    subscriber.on('message', (channel: string, from: string) => {
      if (channel === CATALOGUE_CHANNEL && from !== instance) answers.invalidate({ publish: false });
    });
    answers.onInvalidate = () => {
      redis.publish(CATALOGUE_CHANNEL, instance).catch((error: unknown) => {
        app.log.warn(
          { err: error },
          'could not publish a catalogue change; other instances catch up within the TTL',
        );
      });
    };
    // Ready means listening: an instance that missed the subscription would serve stale answers for a TTL.
    app.addHook('onReady', async () => {
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 2000).unref());
      const outcome = await Promise.race([
        subscriber.subscribe(CATALOGUE_CHANNEL).catch(() => 'failed'),
        timeout,
      ]);
      if (outcome === 'timeout' || outcome === 'failed') {
        app.log.warn(
          'not subscribed to catalogue changes yet: cached answers may lag other instances by the TTL',
        );
      }
      subscribed = true;
    });
    app.addHook('onClose', async () => {
      answers.onInvalidate = undefined;
      await subscriber.quit().catch(() => undefined);
    });
  },
  { name: 'catalogueSync' },
);

// Two API instances on one PostgreSQL and one Redis, each with its own search index and answer cache: a synonym group
// a manager adds or deletes on one applies to the other's searches as soon as the change notice arrives, even to a
// search that instance had answered and kept before.
import type { ProductListResponse, SynonymGroup } from '../../../src/contract';
import { json, managerToken } from '../../support/server/api';
import { as } from '../../support/server/backOffice';
import { askUntil, createTwoInstances, type TestApp, type TwoInstances } from '../../support/server/harness';
import { describeWith, POSTGRES, POSTGRES_URL, REDIS, REDIS_URL } from '../../support/server/services';

describeWith([POSTGRES, REDIS], 'synonyms across two instances', () => {
  let instances: TwoInstances | undefined;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A long-kept answer: only the change notice (through Redis) and the index's catch-up can make B's fresh.
    instances = await createTwoInstances(POSTGRES_URL!, { redisUrl: REDIS_URL, catalogueCacheTtlMs: 60_000 });
    ({ a, b } = instances);
  });
  afterAll(() => instances?.close());

  const word = encodeURIComponent('كيبوردي');
  const found = async (app: TestApp) =>
    json<ProductListResponse>(await app.app.inject({ method: 'GET', url: `/api/product?search=${word}` }));
  /** B's search once the change notice has come through Redis (or the last one after 5 s). */
  const onB = (until: (answer: ProductListResponse) => boolean) => askUntil(() => found(b), until);

  it('a group added on one instance is found on the other, and its deletion applies there too', async () => {
    expect((await found(b)).total).toBe(0);
    const manager = await managerToken(a.app);
    const created = await as(a.app, manager, {
      method: 'POST',
      url: '/api/staff/search/synonyms',
      payload: { terms: ['كيبوردي', 'keyboard'] },
    });
    expect(created.statusCode).toBe(201);
    const withGroup = await onB((answer) => answer.total > 0);
    expect(withGroup.products[0]!.name).toMatch(/keyboard/i);

    const { _id } = json<{ data: SynonymGroup }>(created).data;
    const deleted = await as(a.app, manager, { method: 'DELETE', url: `/api/staff/search/synonyms/${_id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await onB((answer) => answer.total === 0)).total).toBe(0);
  });
});

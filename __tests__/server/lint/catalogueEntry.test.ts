// server/catalogue/ is entered through its index only: lint refuses an import of its inner files from elsewhere in
// the server, and lets the folder's own files and the index through.
import { lintMessages } from '../../support/lint';

describe('the catalogue module boundary', () => {
  it('refuses an inner file from a route, a service or the first frame, and allows the index', () => {
    const [route, service, frame, index, inside] = lintMessages(
      [
        { file: 'server/routes/probe.ts', code: "export { getProductDetail } from '../catalogue/reads';\n" },
        {
          file: 'server/services/probe.ts',
          code: "export { CatalogueSearch } from '../catalogue/search';\n",
        },
        {
          file: 'firstFrame/server/probe.ts',
          code: "export { normaliseSearch } from '../../server/catalogue/searchText';\n",
        },
        { file: 'server/routes/probe.ts', code: "export { Catalogue } from '../catalogue';\n" },
        { file: 'server/catalogue/probe.ts', code: "export { getProductDetail } from './reads';\n" },
      ],
      'no-restricted-imports',
    );
    for (const messages of [route, service, frame])
      expect(messages?.join()).toMatch(/through server\/catalogue/);
    expect(index).toEqual([]);
    expect(inside).toEqual([]);
  });
});

// server/catalogue/ is entered through its index only (and its routes' index, for app.ts): lint refuses an import of
// its inner files from elsewhere in the server, and lets the folder's own files and the indexes through.
import { lintMessages } from '../../support/lint';

describe('the catalogue module boundary', () => {
  it('refuses an inner file from a route, a service or the first frame, and allows the indexes', () => {
    const [route, service, frame, writes, routeFile, index, routes, inside] = lintMessages(
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
        { file: 'server/services/probe.ts', code: "export { createProduct } from '../catalogue/writes';\n" },
        {
          file: 'server/probe.ts',
          code: "export { staffProductRoutes } from './catalogue/routes/staffProducts';\n",
        },
        { file: 'server/routes/probe.ts', code: "export { Catalogue } from '../catalogue';\n" },
        { file: 'server/probe.ts', code: "export { staffProductRoutes } from './catalogue/routes';\n" },
        { file: 'server/catalogue/probe.ts', code: "export { getProductDetail } from './reads';\n" },
      ],
      'no-restricted-imports',
    );
    for (const messages of [route, service, frame, writes, routeFile])
      expect(messages?.join()).toMatch(/through server\/catalogue/);
    expect(index).toEqual([]);
    expect(routes).toEqual([]);
    expect(inside).toEqual([]);
  });
});

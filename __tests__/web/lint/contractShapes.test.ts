// The SPA takes the API's shapes as types only: lint refuses a value import of TypeBox or of src/contract/shapes
// anywhere in src/ outside the shapes themselves, so neither lands in the SPA's bundles.
import { lintMessages } from '../../support/lint';

describe('the API shapes in the SPA', () => {
  it('refuses their values and TypeBox in a screen or the contract, and lets their types through', () => {
    const [screen, typebox, contract, types, shapes] = lintMessages(
      [
        {
          file: 'src/features/catalogue/Probe.ts',
          code: "export { ProductShape } from '../../contract/shapes';\n",
        },
        {
          file: 'src/features/catalogue/Probe.ts',
          code: "import { Type } from 'typebox';\nexport const t = Type;\n",
        },
        {
          file: 'src/contract/probe.ts',
          code: "import { ProductShape } from './shapes';\nexport const p = ProductShape;\n",
        },
        {
          file: 'src/contract/probe.ts',
          code: "import type { Static } from 'typebox';\nimport type { ProductShape } from './shapes';\nexport type P = Static<typeof ProductShape>;\n",
        },
        {
          file: 'src/contract/shapes/probe.ts',
          code: "import { Type } from 'typebox';\nexport const s = Type.String();\n",
        },
      ],
      '@typescript-eslint/no-restricted-imports',
    );
    for (const messages of [screen, typebox, contract]) expect(messages?.join()).toMatch(/as types only/);
    expect(types).toEqual([]);
    expect(shapes).toEqual([]);
  });
});

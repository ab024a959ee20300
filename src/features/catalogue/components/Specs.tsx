// The Tech Specs table: CPU, RAM, Storage, GPU, Display and OS version from the first specs entry; 'N/A' if missing.
// A phone's camera, front camera, battery, SIM and refresh rate follow, only for a product that has them. Units read
// in the shopper's language: in Arabic, the product's own Arabic form of a value when it has one, else the units in
// Arabic words ('16 بوصة', '4685 مللي أمبير/ساعة').
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProductSpec, SpecsAr } from '../../../contract';
import { specText } from '../../../i18n/specWords';

export const SPEC_ROWS: readonly { key: keyof ProductSpec; id: string }[] = [
  { key: 'cpu', id: 'product.specs.cpu' },
  { key: 'memory', id: 'product.specs.ram' },
  { key: 'storage', id: 'product.specs.storage' },
  { key: 'gpu', id: 'product.specs.gpu' },
  { key: 'display', id: 'product.specs.display' },
  { key: 'os', id: 'product.specs.os' },
];
/** A phone's rows, shown only when the product has a value. */
export const PHONE_SPEC_ROWS: readonly { key: keyof ProductSpec; id: string }[] = [
  { key: 'camera', id: 'product.specs.camera' },
  { key: 'frontCamera', id: 'product.specs.frontCamera' },
  { key: 'battery', id: 'product.specs.battery' },
  { key: 'sim', id: 'product.specs.sim' },
  { key: 'refreshRate', id: 'product.specs.refreshRate' },
];

const Table = styled.table`
  width: 100%;
  max-width: 640px;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  th {
    width: 40%;
    color: ${({ theme }) => theme.colors.inkSoft};
    font-weight: 600;
  }
`;

export function Specs({
  specs,
  specsAr,
}: {
  specs: readonly Partial<ProductSpec>[] | undefined;
  specsAr?: SpecsAr;
}) {
  const intl = useIntl();
  const first = specs?.[0];
  const arabic = intl.locale.startsWith('ar');
  return (
    <Table>
      <caption className="visually-hidden">
        <FormattedMessage id="product.tabs.specs" />
      </caption>
      <tbody>
        {[...SPEC_ROWS, ...PHONE_SPEC_ROWS.filter((row) => first?.[row.key]?.trim())].map((row) => {
          const value = first?.[row.key]?.trim();
          return (
            <tr key={row.key}>
              <th scope="row">
                <FormattedMessage id={row.id} />
              </th>
              <td dir="auto">
                {value
                  ? (arabic && specsAr?.[row.key]) || specText(value, intl.locale)
                  : intl.formatMessage({ id: 'product.specs.na' })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

// The Tech Specs rows read from the first specs entry; a missing value shows 'N/A'.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../support/web/render';
import { Specs } from '../../../../../src/features/catalogue/components/Specs';

const valueOf = (row: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${row}`) })).getByRole('cell').textContent;

describe('the tech specs', () => {
  it('lists CPU, RAM, Storage, GPU, Display and OS version in order', () => {
    renderWithProviders(
      <Specs
        specs={[
          {
            cpu: 'M3',
            memory: '16 GB',
            storage: '512 GB',
            gpu: 'M3 GPU',
            display: '16-inch',
            os: 'StoreOS 15',
          },
          { cpu: 'ignored' },
        ]}
      />,
    );
    const headers = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['CPU', 'RAM', 'Storage', 'GPU', 'Display', 'OS version']);
    expect(valueOf('CPU')).toBe('M3');
    expect(valueOf('OS version')).toBe('StoreOS 15');
  });

  it('shows N/A for a missing or blank value', () => {
    renderWithProviders(<Specs specs={[{ cpu: 'M2', memory: '', storage: '   ' }]} />);
    expect(valueOf('CPU')).toBe('M2');
    for (const row of ['RAM', 'Storage', 'GPU', 'Display', 'OS version']) expect(valueOf(row)).toBe('N/A');
  });

  it('shows N/A on every row when the product has no specs', () => {
    renderWithProviders(<Specs specs={[]} />);
    expect(screen.getAllByText('N/A')).toHaveLength(6);
  });
});

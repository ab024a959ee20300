// The header search opens /search?search=… 500 ms after typing stops, and never for blank text.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderApp } from '../../../../support/web/render';
import { SearchBox } from '../../../../../src/features/catalogue/components/SearchBox';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const routeTable = [
  {
    path: '*',
    element: (
      <>
        <SearchBox />
        <Where />
      </>
    ),
  },
];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const where = () => screen.getByTestId('where').textContent;

describe('the search box', () => {
  it('navigates 500 ms after the last keystroke, with the trimmed text', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/', { routeTable });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), ' laptop ');
    act(() => jest.advanceTimersByTime(499));
    expect(where()).toBe('/');
    act(() => jest.advanceTimersByTime(1));
    expect(where()).toBe('/search?search=laptop');
  });

  it('restarts the wait on every keystroke', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/', { routeTable });
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(box, 'ma');
    act(() => jest.advanceTimersByTime(400));
    await user.type(box, 'c');
    act(() => jest.advanceTimersByTime(400));
    expect(where()).toBe('/');
    act(() => jest.advanceTimersByTime(100));
    expect(where()).toBe('/search?search=mac');
  });

  it('never searches for blank text', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/', { routeTable });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '   {Enter}');
    act(() => jest.advanceTimersByTime(2000));
    expect(where()).toBe('/');
  });

  it('searches Arabic text', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/', { routeTable, preloadedState: { ui: { lang: 'ar' } } });
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    await user.type(screen.getByRole('searchbox'), 'لابتوب');
    act(() => jest.advanceTimersByTime(500));
    expect(decodeURIComponent(where() ?? '')).toBe('/search?search=لابتوب');
  });
});

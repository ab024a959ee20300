/*
 * The library floor: the smallest program that uses every library the first screen cannot do without, as the shell
 * uses them. bench/bundle.ts builds it with the app's webpack and Babel configuration and sums its gzip sizes.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, setupListeners } from '@reduxjs/toolkit/query/react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import styled, { createGlobalStyle, ThemeProvider, type DefaultTheme } from 'styled-components';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { persistReducer, persistStore } from 'redux-persist';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    categories: build.query<{ categories: { _id: string }[] }, void>({ query: () => 'category' }),
  }),
});

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { incremented: (state) => void (state.value += 1) },
});

const storage = {
  getItem: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
};

const store = configureStore({
  reducer: {
    counter: persistReducer(
      { key: 'counter', storage },
      counter.reducer,
    ) as unknown as typeof counter.reducer,
    [api.reducerPath]: api.reducer,
  },
  middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
});
setupListeners(store.dispatch);
type State = ReturnType<typeof store.getState>;

const Global = createGlobalStyle`body { margin: 0; }`;
const theme = { ink: '#111' } as unknown as DefaultTheme;
const Title = styled.h1`
  color: ${(props) => (props.theme === theme ? '#111' : 'inherit')};
`;

function Home() {
  const value = useSelector((state: State) => state.counter.value);
  const dispatch = useDispatch();
  const { data } = api.useCategoriesQuery();
  return (
    <Title onClick={() => dispatch(counter.actions.incremented())}>
      <FormattedMessage id="home.title" values={{ value, count: data?.categories.length ?? 0 }} />
      <Link to="/about">about</Link>
    </Title>
  );
}

const router = createBrowserRouter([{ element: <Outlet />, children: [{ index: true, element: <Home /> }] }]);

persistStore(store, null, () => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <IntlProvider locale="en" messages={{ 'home.title': [{ type: 0, value: 'Home' }] }}>
          <ThemeProvider theme={theme}>
            <Global />
            <RouterProvider router={router} />
          </ThemeProvider>
        </IntlProvider>
      </Provider>
    </StrictMode>,
  );
});

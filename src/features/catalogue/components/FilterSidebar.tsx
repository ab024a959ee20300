// The listing's filters: All reset, category radios, the CPU / RAM / Storage / inch / display radio groups that
// apply to the chosen category (offering only the values its products have), and the price range sized to them. A sidebar from the lg breakpoint; below it a 'Filters' button
// opens them in a bottom sheet, where each choice applies at once (the list behind follows) and 'Show N results'
// (the API's total for the filters chosen) closes it.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled, { css } from 'styled-components';
import type { Category, FilterGroup, ProductListResponse, SpecValues } from '../../../contract';
import { useAppSelector } from '../../../app/hooks';
import { selectLanguage } from '../../../i18n/uiSlice';
import { localizedName } from '../../../contract/localized';
import { mediaUp, theme } from '../../../theme/theme';
import { BottomSheet } from '../../../ui/BottomSheet';
import { Button } from '../../../ui/Button';
import { filterGroupsFor, offeredValues, type ListingFilters, type PriceScale } from '../listingQuery';
import { PriceRange } from './PriceRange';

const Aside = styled.aside`
  ${mediaUp('lg')} {
    position: sticky;
    top: calc(${({ theme }) => theme.headerHeight} + 16px);
    align-self: start;
    max-height: calc(100vh - ${({ theme }) => theme.headerHeight} - 32px);
    overflow-y: auto;
  }
`;

const Toggle = styled(Button)`
  ${mediaUp('lg')} {
    display: none;
  }
`;

const fieldStyles = css`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
    cursor: pointer;
  }
  input[type='radio'] {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The sidebar's panel: only from the lg breakpoint (below it the fields are in the sheet). */
const Panel = styled.div`
  ${fieldStyles}
  display: none;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${mediaUp('lg')} {
    display: grid;
  }
`;

const SheetFields = styled.div`
  ${fieldStyles}
`;

const WIDE = `(min-width: ${theme.breakpoints.lg}px)`;

/** '16 GB' → '16 GB' / '١٦ جيجابايت', '13.3-inch' → '13.3-inch' / '١٣٫٣ بوصة'; CPU names stay as they are. */
export function filterValueLabel(value: string, intl: IntlShape): string {
  const inch = /^(\d+(?:\.\d+)?)-inch$/.exec(value);
  if (inch?.[1])
    return intl.formatMessage(
      { id: 'listing.filters.inchValue' },
      { size: intl.formatNumber(Number(inch[1])) },
    );
  const size = /^(\d+) (GB|TB)$/.exec(value);
  if (size?.[1] && size[2]) {
    const id = size[2] === 'GB' ? 'listing.filters.gbValue' : 'listing.filters.tbValue';
    return intl.formatMessage({ id }, { size: intl.formatNumber(Number(size[1])) });
  }
  return value;
}

function RadioGroup({
  group,
  values,
  value,
  onChange,
}: {
  group: FilterGroup;
  values: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset>
      <legend>
        <FormattedMessage id={`listing.filters.group.${group.id}`} />
      </legend>
      <label>
        <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
        <FormattedMessage id="listing.filters.any" />
      </label>
      {values.map((option) => (
        <label key={option}>
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
          <span dir="auto">{filterValueLabel(option, intl)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The brands or the colours of the category's products: any, or one of them, named in the shopper's language. A
 * value chosen that the products no longer have (a shared link's) stays offered, so it can be seen and undone.
 */
function NamedGroup({
  legend,
  named,
  value,
  onChange,
}: {
  legend: string;
  named: readonly Named[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const lang = useAppSelector(selectLanguage);
  const name = useId();
  const offered =
    value && !named.some((n) => n.value === value) ? [...named, { value, valueAr: value }] : named;
  return (
    <fieldset>
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      <label>
        <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
        <FormattedMessage id="listing.filters.any" />
      </label>
      {offered.map((each) => (
        <label key={each.value}>
          <input
            type="radio"
            name={name}
            checked={value === each.value}
            onChange={() => onChange(each.value)}
          />
          {lang === 'ar' && each.valueAr ? each.valueAr : each.value}
        </label>
      ))}
    </fieldset>
  );
}

type Named = NonNullable<ProductListResponse['brands']>[number];

interface FilterProps {
  filters: ListingFilters;
  categories: readonly Category[];
  onCategory: (category: Category | null) => void;
  onFilter: (key: FilterGroup['param'], value: string | null) => void;
  onPrice: (low: number, high: number) => void;
  onReset: () => void;
  /** The spec values the products of the category have (the API's); unknown until the first answer. */
  specValues: SpecValues | undefined;
  /** The price slider sized to the products in view. */
  priceScale: PriceScale;
  /** The brands of the category's products (the API's); unknown until the first answer. */
  brands?: readonly Named[] | undefined;
  onBrand?: (brand: string | null) => void;
  /** The colours of the category's products' variants (the API's); unknown until the first answer. */
  colors?: readonly Named[] | undefined;
  onColor?: (colour: string | null) => void;
}

function FilterFields({
  filters,
  categories,
  onCategory,
  onFilter,
  onPrice,
  onReset,
  specValues,
  priceScale,
  brands,
  onBrand,
  colors,
  onColor,
}: FilterProps) {
  const lang = useAppSelector(selectLanguage);
  const categoryName = useId();
  // A shared link may name its category by id or by slug (the API takes both): either checks its radio.
  const chosen = categories.find((c) => c._id === filters.category || c.slug === filters.category) ?? null;
  const groups = filterGroupsFor(chosen?.slug ?? null);
  return (
    <>
      <Button $variant="secondary" onClick={onReset}>
        <FormattedMessage id="listing.filters.all" />
      </Button>
      <fieldset>
        <legend>
          <FormattedMessage id="listing.filters.category" />
        </legend>
        <label>
          <input
            type="radio"
            name={categoryName}
            checked={filters.category === null}
            onChange={() => onCategory(null)}
          />
          <FormattedMessage id="catalogue.category.all" />
        </label>
        {categories.map((category) => (
          <label key={category._id}>
            <input
              type="radio"
              name={categoryName}
              checked={chosen?._id === category._id}
              onChange={() => onCategory(category)}
            />
            {localizedName(category, lang)}
          </label>
        ))}
      </fieldset>
      {specValues
        ? groups.map((group) => {
            // Only the values the category's products have: no Intel Core for phones.
            const values = offeredValues(group, specValues, filters[group.param]);
            return values.length === 0 ? null : (
              <RadioGroup
                key={group.id}
                group={group}
                values={values}
                value={filters[group.param]}
                onChange={(value) => onFilter(group.param, value)}
              />
            );
          })
        : null}
      {brands && onBrand && (brands.length > 1 || filters.brand) ? (
        <NamedGroup legend="listing.filters.brand" named={brands} value={filters.brand} onChange={onBrand} />
      ) : null}
      {colors && onColor && (colors.length > 1 || filters.color) ? (
        <NamedGroup legend="listing.filters.colour" named={colors} value={filters.color} onChange={onColor} />
      ) : null}
      <PriceRange
        low={filters.lowestPrice}
        high={filters.highestPrice}
        scale={priceScale}
        onChange={onPrice}
      />
    </>
  );
}

export function FilterSidebar({
  resultCount,
  ...props
}: FilterProps & {
  /** The API's total for the filters chosen; null while it is being counted. */
  resultCount: number | null;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Widening the window past the phone layout shows the sidebar: the sheet has no place there.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);
  const close = () => setOpen(false);
  return (
    <Aside aria-label={intl.formatMessage({ id: 'listing.filters.title' })}>
      <Toggle
        $variant="secondary"
        $block
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <FormattedMessage id="listing.filters.title" />
      </Toggle>
      <Panel>
        <FilterFields {...props} />
      </Panel>
      {open ? (
        <BottomSheet
          title={<FormattedMessage id="listing.filters.title" />}
          closeLabel={intl.formatMessage({ id: 'listing.filters.close' })}
          onClose={close}
          footer={
            <Button $block onClick={close} aria-busy={resultCount === null}>
              {resultCount === null ? (
                <FormattedMessage id="listing.filters.counting" />
              ) : (
                <FormattedMessage id="listing.filters.showResults" values={{ count: resultCount }} />
              )}
            </Button>
          }
        >
          <SheetFields>
            <FilterFields {...props} />
          </SheetFields>
        </BottomSheet>
      ) : null}
    </Aside>
  );
}

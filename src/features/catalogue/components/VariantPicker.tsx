/*
 * The product page's choice of variant: one radio group per option (Storage: 256 GB / 512 GB / 1 TB). Native radio
 * inputs, so the arrow keys move and choose within a group as the browser does it (mirrored under dir="rtl"). A
 * value that makes a combination the shop does not sell, or one sold out, is crossed out with "sold out"; it can
 * still be chosen, to see that state.
 */
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { ProductDetail } from '../../../contract/types';
import { variantWith } from '../../../contract/variants';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const GroupName = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.inkSoft};
  span {
    font-weight: 400;
  }
`;

const Values = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Choice = styled.label<{ $soldOut: boolean }>`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  min-width: 64px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.muted : theme.colors.ink)};
  cursor: pointer;
  > span:first-of-type {
    text-decoration: ${({ $soldOut }) => ($soldOut ? 'line-through' : 'none')};
  }
  small {
    font-size: 0.75rem;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.brandStrong};
    outline-offset: 2px;
  }
`;

export function VariantPicker({
  product,
  values,
  lang,
  onChoose,
}: {
  product: Pick<ProductDetail, 'options' | 'variants'>;
  /** The value chosen of each option, in the options' order. */
  values: readonly string[];
  lang: string;
  onChoose: (option: number, value: string) => void;
}) {
  const id = useId();
  return (
    <>
      {product.options.map((option, index) => {
        const groupId = `${id}-${index}`;
        const chosen = option.values.find((candidate) => candidate.value === values[index]);
        const text = (value: { value: string; valueAr: string }) =>
          lang === 'ar' && value.valueAr ? value.valueAr : value.value;
        return (
          <Group key={option.key} role="radiogroup" aria-labelledby={`${groupId}-name`}>
            <GroupName>
              <span id={`${groupId}-name`}>
                {lang === 'ar' && option.nameAr ? option.nameAr : option.name}
              </span>
              {chosen ? <span aria-hidden="true">: {text(chosen)}</span> : null}
            </GroupName>
            <Values>
              {option.values.map((value, n) => {
                const combination = values.map((current, at) => (at === index ? value.value : current));
                const variant = variantWith(product, combination);
                const soldOut = !variant || variant.quantity < 1;
                const valueId = `${groupId}-${n}`;
                return (
                  <Choice key={value.value} $soldOut={soldOut}>
                    <input
                      className="visually-hidden"
                      type="radio"
                      name={groupId}
                      value={value.value}
                      checked={values[index] === value.value}
                      onChange={() => onChoose(index, value.value)}
                      aria-labelledby={valueId}
                      aria-describedby={soldOut ? `${valueId}-out` : undefined}
                    />
                    <span id={valueId}>{text(value)}</span>
                    {soldOut ? (
                      <small id={`${valueId}-out`}>
                        <FormattedMessage id="product.options.soldOut" />
                      </small>
                    ) : null}
                  </Choice>
                );
              })}
            </Values>
          </Group>
        );
      })}
    </>
  );
}

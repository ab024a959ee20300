// Checkout's address: with saved addresses, a choice between them (the default chosen and its fields filled in) and
// 'A new address'; a new address shows the form, and may be kept in the address book. Without saved addresses (or
// while they load, or when they cannot be read) it is the plain form, as before.
import { useFormikContext } from 'formik';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { SAVED_ADDRESSES_MAX } from '../../../contract/addresses';
import { checkoutFieldsOf, useSavedAddressesQuery } from '../addressesApi';
import { addressDetails, shortAddress } from '../savedAddressDisplay';
import { AddressForm, emptyCheckoutForm, type CheckoutFormValues } from './AddressForm';

/** null: not decided yet (the saved addresses have not arrived); 'new': the form; else a saved address's id. */
export type AddressChoice = string | null;
export const NEW_ADDRESS = 'new';

export function DeliveryAddress({
  choice,
  onChoice,
  saveNew,
  onSaveNew,
}: {
  choice: AddressChoice;
  onChoice: (choice: AddressChoice) => void;
  saveNew: boolean;
  onSaveNew: (save: boolean) => void;
}) {
  const intl = useIntl();
  const name = useId();
  const { data: saved, isSuccess } = useSavedAddressesQuery();
  const { values, setValues, dirty } = useFormikContext<CheckoutFormValues>();

  // Once the saved addresses arrive: the default is chosen and filled in, unless the shopper already typed.
  useEffect(() => {
    if (choice !== null || !isSuccess) return;
    const first = saved.find((address) => address.isDefault) ?? saved[0];
    if (!first || dirty) {
      onChoice(NEW_ADDRESS);
      return;
    }
    onChoice(first._id);
    void setValues({ ...values, ...checkoutFieldsOf(first) }, false);
  }, [choice, isSuccess, saved, dirty, values, setValues, onChoice]);

  const pick = (id: string) => {
    onChoice(id);
    const address = saved?.find((candidate) => candidate._id === id);
    const fields = address ? checkoutFieldsOf(address) : checkoutFieldsOf(emptyCheckoutForm);
    void setValues({ ...values, ...fields }, false);
  };

  const hasSaved = isSuccess && saved.length > 0;
  const canSave = isSuccess && saved.length < SAVED_ADDRESSES_MAX;
  const showForm = !hasSaved || choice === NEW_ADDRESS || choice === null;

  return (
    <>
      {hasSaved ? (
        <Choices>
          <legend>{intl.formatMessage({ id: 'checkout.saved.title' })}</legend>
          {saved.map((address) => {
            const details = addressDetails(intl, address);
            return (
              <label key={address._id}>
                <input
                  type="radio"
                  name={name}
                  value={address._id}
                  checked={choice === address._id}
                  onChange={() => pick(address._id)}
                />
                <span>
                  <strong>{shortAddress(intl, address)}</strong>
                  {address.isDefault ? (
                    <Default> ({intl.formatMessage({ id: 'addressBook.default' })})</Default>
                  ) : null}
                  {details ? <Details>{details}</Details> : null}
                </span>
              </label>
            );
          })}
          <label>
            <input
              type="radio"
              name={name}
              value={NEW_ADDRESS}
              checked={choice === NEW_ADDRESS}
              onChange={() => pick(NEW_ADDRESS)}
            />
            <span>{intl.formatMessage({ id: 'checkout.saved.new' })}</span>
          </label>
        </Choices>
      ) : null}
      {showForm ? (
        <>
          <AddressForm />
          {canSave ? (
            <SaveBox>
              <input
                type="checkbox"
                id={`${name}-save`}
                checked={saveNew}
                onChange={(event) => onSaveNew(event.target.checked)}
              />
              <label htmlFor={`${name}-save`}>{intl.formatMessage({ id: 'checkout.saved.save' })}</label>
            </SaveBox>
          ) : null}
        </>
      ) : null}
    </>
  );
}

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Default = styled.span`
  font-weight: 600;
`;

const Details = styled.span`
  display: block;
  /* inkSoft, not muted: muted is under 4.5:1 on the chosen address's brandSoft. */
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: 0.9rem;
`;

const SaveBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(5)};
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

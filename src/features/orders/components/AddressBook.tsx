// The profile's address book: the shopper's saved addresses with add, edit, delete (after a confirmation) and make
// default. The fields and rules are checkout's (AddressForm, the contract's savedAddressSchema) plus a landmark.
// Focus follows the work: a saved or re-defaulted address's heading, the opener after Cancel, the section's heading
// after a delete; each outcome is also announced in a polite status line.
import { Form, Formik } from 'formik';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Panel } from '../../../ui/Panel';
import { useErrorMessage } from '../../../api/useErrorMessage';
import {
  SAVED_ADDRESSES_MAX,
  type SavedAddress,
  type SavedAddressRequest,
} from '../../../contract/addresses';
import { savedAddressSchema } from '../../../contract/schemas';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FocusFirstError } from '../../../ui/form/FocusFirstError';
import { FormAlert } from '../../../ui/form/FormAlert';
import { Spinner } from '../../../ui/Spinner';
import {
  useAddAddressMutation,
  useDeleteAddressMutation,
  useMakeDefaultAddressMutation,
  useSavedAddressesQuery,
  useUpdateAddressMutation,
} from '../addressesApi';
import { addressDetails, shortAddress } from '../savedAddressDisplay';
import { AddressForm } from './AddressForm';

export const emptySavedAddress: SavedAddressRequest = {
  government: '',
  city: '',
  street: '',
  building: '',
  floor: '',
  apartment: '',
  landmark: '',
};

const fieldsOf = (address: SavedAddress): SavedAddressRequest => ({
  government: address.government,
  city: address.city,
  street: address.street,
  building: address.building,
  floor: address.floor,
  apartment: address.apartment,
  landmark: address.landmark,
});

function AddressEditor({
  initial,
  title,
  onSave,
  onCancel,
}: {
  initial: SavedAddressRequest;
  title: string;
  onSave: (values: SavedAddressRequest) => Promise<string | null>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const prefix = `address-${useId().replace(/:/g, '')}`;
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik<SavedAddressRequest>
      initialValues={initial}
      validationSchema={savedAddressSchema()}
      onSubmit={async (values) => setFailure(await onSave(values))}
    >
      {({ isSubmitting }) => (
        <EditorForm noValidate>
          <FocusFirstError />
          <AddressForm idPrefix={prefix} legend={title} />
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <Actions>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {intl.formatMessage({ id: isSubmitting ? 'addressBook.saving' : 'addressBook.save' })}
            </Button>
            <Button $variant="secondary" onClick={onCancel}>
              {intl.formatMessage({ id: 'addressBook.cancel' })}
            </Button>
          </Actions>
        </EditorForm>
      )}
    </Formik>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

export function AddressBook() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const { data: addresses = [], isLoading, isError, refetch } = useSavedAddressesQuery();
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const [deleteAddress] = useDeleteAddressMutation();
  const [makeDefault] = useMakeDefaultAddressMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [status, setStatus] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);

  const titleRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  /** Where focus goes once the list shows the change: an address's heading, its Edit button, or a fixed target. */
  const [focusTarget, setFocusTarget] = useState<
    { heading: string } | { edit: string } | { ref: RefObject<HTMLElement | null> } | null
  >(null);

  useEffect(() => {
    if (!focusTarget) return;
    const element =
      'heading' in focusTarget
        ? headings.current.get(focusTarget.heading)
        : 'edit' in focusTarget
          ? editButtons.current.get(focusTarget.edit)
          : focusTarget.ref.current;
    if (!element) return;
    element.focus();
    setFocusTarget(null);
  }, [focusTarget, addresses, editing]);

  const full = addresses.length >= SAVED_ADDRESSES_MAX;

  const save = async (values: SavedAddressRequest): Promise<string | null> => {
    try {
      const saved =
        editing?.kind === 'edit'
          ? await updateAddress({ id: editing.id, body: values }).unwrap()
          : await addAddress(values).unwrap();
      setEditing(null);
      setStatus(intl.formatMessage({ id: 'addressBook.saved' }));
      setFocusTarget({ heading: saved._id });
      return null;
    } catch (error) {
      return errorMessage(error, 'addressBook.failed');
    }
  };

  const cancel = () => {
    const was = editing;
    setEditing(null);
    setFocusTarget(was?.kind === 'edit' ? { edit: was.id } : { ref: addRef });
  };

  const confirmDelete = async () => {
    const address = deleting;
    setDeleting(null);
    if (!address) return;
    try {
      await deleteAddress(address._id).unwrap();
      setActionError(null);
      setStatus(intl.formatMessage({ id: 'addressBook.deleted' }));
      setFocusTarget({ ref: titleRef });
    } catch (error) {
      setActionError(errorMessage(error));
      setFocusTarget({ heading: address._id });
    }
  };

  const setDefault = async (address: SavedAddress) => {
    try {
      await makeDefault(address._id).unwrap();
      setActionError(null);
      setStatus(
        intl.formatMessage({ id: 'addressBook.defaultSet' }, { address: shortAddress(intl, address) }),
      );
      setFocusTarget({ heading: address._id });
    } catch (error) {
      setActionError(errorMessage(error));
    }
  };

  let body;
  if (isLoading) body = <Spinner label={intl.formatMessage({ id: 'addressBook.loading' })} />;
  else if (isError)
    body = (
      <FormAlert>
        {intl.formatMessage({ id: 'addressBook.error' })}{' '}
        <Button $variant="secondary" onClick={() => void refetch()}>
          {intl.formatMessage({ id: 'addressBook.retry' })}
        </Button>
      </FormAlert>
    );
  else
    body = (
      <>
        {addresses.length === 0 && editing?.kind !== 'new' ? (
          <Muted>{intl.formatMessage({ id: 'addressBook.empty' })}</Muted>
        ) : null}
        {addresses.length > 0 ? (
          <List>
            {addresses.map((address) => {
              const name = shortAddress(intl, address);
              if (editing?.kind === 'edit' && editing.id === address._id)
                return (
                  <li key={address._id}>
                    <AddressEditor
                      initial={fieldsOf(address)}
                      title={intl.formatMessage({ id: 'addressBook.editTitle' })}
                      onSave={save}
                      onCancel={cancel}
                    />
                  </li>
                );
              const details = addressDetails(intl, address);
              return (
                <Item key={address._id} $default={address.isDefault}>
                  <h3
                    tabIndex={-1}
                    ref={(element) => {
                      if (element) headings.current.set(address._id, element);
                      else headings.current.delete(address._id);
                    }}
                  >
                    {name}
                    {address.isDefault ? (
                      <Badge>
                        {' '}
                        <span>{intl.formatMessage({ id: 'addressBook.default' })}</span>
                      </Badge>
                    ) : null}
                  </h3>
                  {details ? <p>{details}</p> : null}
                  <Actions>
                    <Button
                      $variant="secondary"
                      aria-label={intl.formatMessage({ id: 'addressBook.edit' }, { address: name })}
                      ref={(element: HTMLButtonElement | null) => {
                        if (element) editButtons.current.set(address._id, element);
                        else editButtons.current.delete(address._id);
                      }}
                      onClick={() => setEditing({ kind: 'edit', id: address._id })}
                    >
                      {intl.formatMessage({ id: 'addressBook.editShort' })}
                    </Button>
                    {address.isDefault ? null : (
                      <Button
                        $variant="secondary"
                        aria-label={intl.formatMessage({ id: 'addressBook.makeDefault' }, { address: name })}
                        onClick={() => void setDefault(address)}
                      >
                        {intl.formatMessage({ id: 'addressBook.makeDefaultShort' })}
                      </Button>
                    )}
                    <Button
                      $variant="danger"
                      aria-label={intl.formatMessage({ id: 'addressBook.delete' }, { address: name })}
                      onClick={() => setDeleting(address)}
                    >
                      {intl.formatMessage({ id: 'addressBook.deleteShort' })}
                    </Button>
                  </Actions>
                </Item>
              );
            })}
          </List>
        ) : null}
        {editing?.kind === 'new' ? (
          <AddressEditor
            initial={emptySavedAddress}
            title={intl.formatMessage({ id: 'addressBook.newTitle' })}
            onSave={save}
            onCancel={cancel}
          />
        ) : (
          <div>
            <Button
              ref={addRef}
              disabled={full}
              aria-describedby={full ? `${titleId}-full` : undefined}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {intl.formatMessage({ id: 'addressBook.add' })}
            </Button>
            {full ? (
              <Muted id={`${titleId}-full`}>
                {intl.formatMessage({ id: 'addressBook.full' }, { max: SAVED_ADDRESSES_MAX })}
              </Muted>
            ) : null}
          </div>
        )}
      </>
    );

  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1}>
        {intl.formatMessage({ id: 'addressBook.title' })}
      </h2>
      <Muted>{intl.formatMessage({ id: 'addressBook.intro' })}</Muted>
      {actionError ? <FormAlert>{actionError}</FormAlert> : null}
      {body}
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {deleting ? (
        <ConfirmDialog
          question={intl.formatMessage(
            { id: 'addressBook.confirmDelete' },
            { address: shortAddress(intl, deleting) },
          )}
          onYes={() => void confirmDelete()}
          onNo={() => {
            setFocusTarget({ heading: deleting._id });
            setDeleting(null);
          }}
        />
      ) : null}
    </Section>
  );
}

const Section = styled(Panel)`
  fieldset {
    margin: 0;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    min-width: 0;
  }
  legend {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li<{ $default: boolean }>`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ $default, theme }) => ($default ? theme.colors.brand : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $default, theme }) => ($default ? theme.colors.brandSoft : 'transparent')};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    /* inkSoft, not muted: muted is under 4.5:1 on the default address's brandSoft. */
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Badge = styled.span`
  span {
    display: inline-block;
    margin-left: ${({ theme }) => theme.space(2)};
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.surface};
    font-size: 0.8rem;
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const EditorForm = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

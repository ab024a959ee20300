/*
 * /staff/products/new and /staff/products/:id (managers): a product in both languages, its price, category, colour
 * and specs, checked with the contract's rules (the server runs the same ones). The server's field errors land on
 * their fields; a save that lost a race (409) keeps what the manager typed and lets them choose. Its photos are
 * uploaded as they are added and kept in the order shown when the product is saved. On a saved product: archive /
 * restore, and its stock panel.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import {
  Form,
  Formik,
  useFormikContext,
  yupToFormErrors,
  type FormikHelpers,
  type FormikProps,
} from 'formik';
import styled from 'styled-components';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { paths } from '../../config/paths';
import { productInputSchema, type BackOfficeProduct, type ProductInput } from '../../contract/backOffice';
import { CPU_VALUES, DISPLAY_VALUES, INCH_VALUES, RAM_VALUES, STORAGE_VALUES } from '../../contract/filters';
import { OPTIONAL_SPEC_KEYS, SPEC_KEYS, WARRANTY_KINDS, type SpecKey } from '../../contract/specs';
import type { ProductSpec, SpecsAr } from '../../contract/types';
import { specText } from '../../i18n/specWords';
import { fieldErrors } from '../../api/errorMessage';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/form/FormAlert';
import { SelectField } from '../../ui/form/SelectField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { TextField } from '../../ui/form/TextField';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import {
  useArchiveProductMutation,
  useBackOfficeCategoriesQuery,
  useBackOfficeProductQuery,
  useCreateProductMutation,
  useRestoreProductMutation,
  useUpdateProductMutation,
} from './backOfficeApi';
import { localName } from './backOfficeDisplay';
import { Muted, Panel, Screen, ScreenHead } from './backOfficeStyles';
import { ProductPhotos } from './ProductPhotos';
import { StockPanel } from './StockPanel';
import { VariantsEditor } from './VariantsEditor';

/** The listing's filter values, offered as suggestions so a new product still matches the shop's filters. */
const SPEC_SUGGESTIONS: Partial<Record<keyof ProductSpec, readonly string[]>> = {
  cpu: CPU_VALUES,
  memory: RAM_VALUES,
  storage: STORAGE_VALUES,
  display: [...DISPLAY_VALUES, ...INCH_VALUES],
};

/** The form's values: the input, with numbers that may be empty ('') while typed, and every spec's Arabic form. */
type Values = Omit<
  ProductInput,
  'price' | 'priceAfterDiscount' | 'quantity' | 'warrantyMonths' | 'specsAr'
> & {
  specsAr: Record<SpecKey, string>;
  price: number | '';
  warrantyMonths: number | '';
  priceAfterDiscount: number | '';
  quantity?: number | '';
};

const emptyValues: Values = {
  name: '',
  nameAr: '',
  description: '',
  descriptionAr: '',
  categoryId: '',
  price: '',
  priceAfterDiscount: 0,
  quantity: 0,
  color: '',
  colorAr: '',
  warrantyMonths: '',
  warrantyKind: 'official',
  brand: '',
  brandAr: '',
  specs: Object.fromEntries(SPEC_KEYS.map((key) => [key, ''])) as Values['specs'],
  specsAr: Object.fromEntries(SPEC_KEYS.map((key) => [key, ''])) as Values['specsAr'],
  images: [],
};

const valuesOf = (product: BackOfficeProduct): Values => ({
  name: product.name,
  nameAr: product.nameAr,
  description: product.description,
  descriptionAr: product.descriptionAr,
  categoryId: product.categoryId,
  price: product.price,
  priceAfterDiscount: product.priceAfterDiscount,
  color: product.color,
  colorAr: product.colorAr,
  warrantyMonths: product.warrantyMonths,
  warrantyKind: product.warrantyKind,
  brand: product.brand,
  brandAr: product.brandAr,
  specs: { ...emptyValues.specs, ...product.specs },
  specsAr: { ...emptyValues.specsAr, ...product.specsAr },
  images: product.images,
  version: product.version,
});

/** The Arabic forms given: one left empty is not sent (the Arabic shop writes that spec's units in Arabic). */
const arabicOf = (specsAr: Values['specsAr']): SpecsAr =>
  Object.fromEntries(Object.entries(specsAr).filter(([, value]) => value !== '')) as SpecsAr;

/** What is sent: the quantity (opening stock) on create only, the version on update only. */
function inputOf(values: Values, mode: 'create' | 'update'): ProductInput {
  const { quantity, version, ...rest } = values;
  const specs = { ...rest.specs };
  // The phone specs left empty are not sent: a computer or an accessory has no camera or SIM.
  for (const key of OPTIONAL_SPEC_KEYS) if (!specs[key]?.trim()) delete specs[key];
  return {
    ...rest,
    specs,
    specsAr: arabicOf(rest.specsAr),
    price: Number(values.price),
    warrantyMonths: Number(values.warrantyMonths),
    priceAfterDiscount: values.priceAfterDiscount === '' ? 0 : values.priceAfterDiscount,
    ...(mode === 'create' ? { quantity: Number(quantity ?? 0) } : { version }),
  };
}

/**
 * The contract's schema on the values as typed. Not `validationSchema`: formik turns every '' into undefined first,
 * and an empty spec ('' is a valid "not given" for the server) would then fail the schema's `defined()`.
 */
const validatorFor = (mode: 'create' | 'update') => {
  const schema = productInputSchema(mode);
  return (values: Values) =>
    schema
      .validate(
        {
          ...values,
          specsAr: arabicOf(values.specsAr),
          price: values.price === '' ? undefined : values.price,
          warrantyMonths: values.warrantyMonths === '' ? undefined : values.warrantyMonths,
          priceAfterDiscount: values.priceAfterDiscount === '' ? undefined : values.priceAfterDiscount,
          quantity: values.quantity === '' ? undefined : values.quantity,
        },
        { abortEarly: false },
      )
      .then(
        () => ({}),
        (error: unknown) => yupToFormErrors<Values>(error),
      );
};

const statusOf = (error: unknown) => (error as FetchBaseQueryError | undefined)?.status;

export default function ProductFormScreen() {
  const { id } = useParams();
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { data: product, error, isLoading, refetch } = useBackOfficeProductQuery(id ?? '', { skip: !id });
  if (!id) return <ProductEditor key="new" />;
  if (isLoading) return <Spinner />;
  if (error || !product)
    return (
      <Screen>
        <p role="alert">{errorMessage(error, 'backOffice.product.loadError')}</p>
        <Button $variant="secondary" onClick={() => void refetch()}>
          {intl.formatMessage({ id: 'backOffice.retry' })}
        </Button>
      </Screen>
    );
  return <ProductEditor key={product._id} product={product} />;
}

function ProductEditor({ product }: { product?: BackOfficeProduct }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const mode = product ? 'update' : 'create';
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const form = useRef<FormikProps<Values>>(null);
  const t = (id: string) => intl.formatMessage({ id });
  // A product in several variants takes its price, discount and colour from its default variant: set per variant.
  const several = (product?.variants ?? []).filter((variant) => variant.archivedAt === null).length > 1;

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFormError(null);
    try {
      const input = inputOf(values, mode);
      if (product && several) {
        // Its default variant's, as last read: the server refuses other figures for a product in several variants.
        Object.assign(input, {
          price: product.price,
          priceAfterDiscount: product.priceAfterDiscount,
          color: product.color,
          colorAr: product.colorAr,
        });
      }
      if (product) {
        const saved = await updateProduct({ id: product._id, input }).unwrap();
        helpers.resetForm({ values: valuesOf(saved) });
        setConflict(false);
        toast.success(t('backOffice.product.saved'));
      } else {
        const created = await createProduct(input).unwrap();
        toast.success(t('backOffice.product.created'));
        void navigate(paths.staffProduct(created._id), { replace: true });
      }
    } catch (failure) {
      if (statusOf(failure) === 409) {
        setConflict(true);
        return;
      }
      const byField = fieldErrors(failure);
      for (const [field, message] of Object.entries(byField)) helpers.setFieldError(field, message);
      setFormError(errorMessage(failure, 'backOffice.product.saveError'));
    }
  };

  return (
    <Screen>
      <ScreenHead>
        <h1>{product ? localName(intl, product) : t('backOffice.product.newTitle')}</h1>
        <ButtonLink $variant="secondary" to={paths.staffProducts}>
          {t('backOffice.product.back')}
        </ButtonLink>
      </ScreenHead>
      {product?.archivedAt ? <Muted role="status">{t('backOffice.product.isArchived')}</Muted> : null}
      <Formik<Values>
        innerRef={form}
        initialValues={product ? valuesOf(product) : emptyValues}
        validate={validatorFor(mode)}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <ProductForm>
            {conflict && product ? (
              <ConflictNotice productId={product._id} onSettled={() => setConflict(false)} />
            ) : null}
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <Panel aria-labelledby="product-texts">
              <h2 id="product-texts">{t('backOffice.product.texts')}</h2>
              <Pair>
                <TextField name="name" label={t('backOffice.product.name')} lang="en" dir="ltr" />
                <TextField name="nameAr" label={t('backOffice.product.nameAr')} lang="ar" dir="rtl" />
              </Pair>
              <Pair>
                <TextAreaField
                  name="description"
                  label={t('backOffice.product.description')}
                  lang="en"
                  dir="ltr"
                />
                <TextAreaField
                  name="descriptionAr"
                  label={t('backOffice.product.descriptionAr')}
                  lang="ar"
                  dir="rtl"
                />
              </Pair>
            </Panel>
            <ProductPhotos />
            <Panel aria-labelledby="product-sale">
              <h2 id="product-sale">{t('backOffice.product.sale')}</h2>
              <Pair>
                <CategorySelect />
                <TextField
                  name="color"
                  label={t('backOffice.product.color')}
                  lang="en"
                  dir="ltr"
                  readOnly={several}
                />
              </Pair>
              <Pair>
                <TextField name="brand" label={t('backOffice.product.brand')} lang="en" dir="ltr" />
                <TextField name="brandAr" label={t('backOffice.product.brandAr')} lang="ar" dir="rtl" />
              </Pair>
              <Pair>
                <TextField
                  name="colorAr"
                  label={t('backOffice.product.colorAr')}
                  lang="ar"
                  dir="rtl"
                  readOnly={several}
                />
                <SelectField name="warrantyKind" label={t('backOffice.product.warrantyKind')}>
                  {WARRANTY_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`backOffice.product.warrantyKind.${kind}`)}
                    </option>
                  ))}
                </SelectField>
              </Pair>
              <Pair>
                <TextField
                  name="warrantyMonths"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  label={t('backOffice.product.warrantyMonths')}
                  hint={t('backOffice.product.warrantyHint')}
                />
              </Pair>
              <Pair>
                <TextField
                  name="price"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  label={t('backOffice.product.price')}
                  readOnly={several}
                  hint={several ? t('backOffice.product.setPerVariant') : undefined}
                />
                <TextField
                  name="priceAfterDiscount"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  label={t('backOffice.product.discountPrice')}
                  hint={t(several ? 'backOffice.product.setPerVariant' : 'backOffice.product.discountHint')}
                  readOnly={several}
                />
              </Pair>
              {mode === 'create' ? (
                <TextField
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  label={t('backOffice.product.openingStock')}
                />
              ) : null}
            </Panel>
            <Panel aria-labelledby="product-specs">
              <h2 id="product-specs">{t('backOffice.product.specs')}</h2>
              <SpecFields />
            </Panel>
            <Actions>
              <SubmitButton busy={isSubmitting} busyLabel={t('backOffice.product.saving')}>
                {t(product ? 'backOffice.product.save' : 'backOffice.product.create')}
              </SubmitButton>
              {product ? <ArchiveControl product={product} /> : null}
            </Actions>
          </ProductForm>
        )}
      </Formik>
      {product ? (
        <VariantsEditor
          product={product}
          version={() => form.current?.values.version ?? product.version}
          onSaved={(version) => void form.current?.setFieldValue('version', version)}
        />
      ) : null}
      {product ? <StockPanel product={product} /> : null}
    </Screen>
  );
}

/** Each spec's English value and, beside it, its own Arabic form (optional), whose placeholder is the dictionary's. */
function SpecFields() {
  const intl = useIntl();
  const { values } = useFormikContext<Values>();
  const t = (id: string, params?: Record<string, string>) => intl.formatMessage({ id }, params);
  return (
    <Specs>
      {SPEC_KEYS.map((key) => {
        const label = t(`backOffice.product.spec.${key}`);
        const english = values.specs[key]?.trim() ?? '';
        return (
          <SpecPair key={key}>
            <div>
              <TextField
                name={`specs.${key}`}
                label={label}
                list={SPEC_SUGGESTIONS[key] ? `spec-${key}-values` : undefined}
                dir="ltr"
              />
              {SPEC_SUGGESTIONS[key] ? (
                <datalist id={`spec-${key}-values`}>
                  {SPEC_SUGGESTIONS[key].map((value) => (
                    <option key={value} value={value} />
                  ))}
                </datalist>
              ) : null}
            </div>
            <TextField
              name={`specsAr.${key}`}
              label={t('backOffice.product.specAr', { spec: label })}
              hint={t('backOffice.product.specArHint')}
              placeholder={english ? specText(english, 'ar') : undefined}
              lang="ar"
              dir="rtl"
            />
          </SpecPair>
        );
      })}
    </Specs>
  );
}

function CategorySelect() {
  const intl = useIntl();
  const { data: categories } = useBackOfficeCategoriesQuery();
  const { values } = useFormikContext<Values>();
  return (
    <SelectField name="categoryId" label={intl.formatMessage({ id: 'backOffice.product.category' })}>
      <option value="">{intl.formatMessage({ id: 'backOffice.product.chooseCategory' })}</option>
      {categories
        ?.filter((category) => !category.archivedAt || category._id === values.categoryId)
        .map((category) => (
          <option key={category._id} value={category._id}>
            {localName(intl, category)}
          </option>
        ))}
    </SelectField>
  );
}

/**
 * Someone else saved the product since this form was read. Nothing typed is thrown away without asking: the manager
 * either keeps their text and saves it over the newer version, or replaces it with the saved version (confirmed).
 */
function ConflictNotice({ productId, onSettled }: { productId: string; onSettled: () => void }) {
  const intl = useIntl();
  const { setFieldValue, resetForm } = useFormikContext<Values>();
  const { isFetching, refetch } = useBackOfficeProductQuery(productId);
  const [confirming, setConfirming] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const loadLatest = () => refetch().unwrap();
  return (
    <Conflict role="alert">
      <p>{t('backOffice.product.conflict')}</p>
      <ConflictActions>
        <Button
          $variant="secondary"
          disabled={isFetching}
          onClick={() =>
            void loadLatest().then((fresh) => {
              void setFieldValue('version', fresh.version);
              onSettled();
            })
          }
        >
          {t('backOffice.product.conflict.keep')}
        </Button>
        <Button $variant="secondary" disabled={isFetching} onClick={() => setConfirming(true)}>
          {t('backOffice.product.conflict.reload')}
        </Button>
      </ConflictActions>
      {confirming ? (
        <ConfirmDialog
          question={t('backOffice.product.conflict.confirm')}
          onNo={() => setConfirming(false)}
          onYes={() => {
            setConfirming(false);
            void loadLatest().then((fresh) => {
              resetForm({ values: valuesOf(fresh) });
              onSettled();
            });
          }}
        />
      ) : null}
    </Conflict>
  );
}

function ArchiveControl({ product }: { product: BackOfficeProduct }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { setFieldValue } = useFormikContext<Values>();
  const [archive, archiving] = useArchiveProductMutation();
  const [restore, restoring] = useRestoreProductMutation();
  const [asking, setAsking] = useState(false);
  const archived = Boolean(product.archivedAt);
  const t = (id: string) => intl.formatMessage({ id });
  const run = async () => {
    setAsking(false);
    try {
      const changed = await (archived ? restore(product._id) : archive(product._id)).unwrap();
      // The archive is a save too: the form now edits the version it made.
      if (changed?.version) void setFieldValue('version', changed.version);
      toast.success(t(archived ? 'backOffice.product.restored' : 'backOffice.product.archivedDone'));
    } catch (failure) {
      toast.error(errorMessage(failure, 'backOffice.product.saveError'));
    }
  };
  return (
    <>
      <Button
        $variant={archived ? 'secondary' : 'danger'}
        disabled={archiving.isLoading || restoring.isLoading}
        onClick={() => setAsking(true)}
      >
        {t(archived ? 'backOffice.product.restore' : 'backOffice.product.archive')}
      </Button>
      {asking ? (
        <ConfirmDialog
          question={t(archived ? 'backOffice.product.restoreConfirm' : 'backOffice.product.archiveConfirm')}
          onNo={() => setAsking(false)}
          onYes={() => void run()}
        />
      ) : null}
    </>
  );
}

const ProductForm = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
`;

// A field never grows past its column: an input's own default width (wider with a list of suggestions) ran into the
// next field's. Each spec is its English value and its Arabic form side by side, one above the other on a phone.
const Specs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(min(400px, 100%), 1fr));
  & > div {
    min-width: 0;
  }
  input {
    width: 100%;
    min-width: 0;
  }
`;

const SpecPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(180px, 100%), 1fr));
  align-items: start;
  & > * {
    min-width: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  button[type='submit'] {
    width: auto;
  }
`;

const Conflict = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  p {
    margin: 0;
  }
`;

const ConflictActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

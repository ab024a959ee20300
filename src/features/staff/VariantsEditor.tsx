/*
 * A saved product's options and variants, saved together (PUT …/variants): the options editor (what each option is,
 * its names and values in both languages) and the variants table, edited in place with the keyboard (a real input in
 * each cell, named for screen readers by its column and its variant). "Create every combination" adds a row for each
 * combination not yet there; a variant archived stays listed below the table and can be restored. The server's field
 * errors (`variants[2].sku`) land on their cells: the rows on sale come first, in the order sent.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Form, Formik, getIn, useField, useFormikContext, yupToFormErrors, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import {
  OPTION_KEYS,
  OPTIONS_MAX,
  OPTION_VALUES_MAX,
  variantsInputSchema,
  type BackOfficeProduct,
  type BackOfficeVariant,
  type ProductVariants,
  type VariantsInput,
} from '../../contract/backOffice';
import type { ProductOption } from '../../contract/types';
import { fieldErrors } from '../../api/errorMessage';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/form/fieldStyles';
import { FormAlert } from '../../ui/form/FormAlert';
import { SelectField } from '../../ui/form/SelectField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { useTranslatedError } from '../../ui/form/useFieldError';
import { useFormField } from '../../ui/form/useFormField';
import { toast } from '../../ui/toast';
import { useSaveVariantsMutation } from './backOfficeApi';
import { Muted, Panel, TableWrap } from './backOfficeStyles';
import { ProductPhotos } from './ProductPhotos';

/** A row of the table: a variant as typed (numbers may be '' while typed). */
interface Row {
  _id?: string;
  sku: string;
  optionValues: string[];
  price: number | '';
  priceAfterDiscount: number | '';
  /** A new variant's opening stock. */
  quantity: number | '';
  /** An existing variant's units (changed on the stock panel only). */
  stock: number | null;
  images: string[];
  color: string;
  colorAr: string;
  storage: string;
  memory: string;
  archived: boolean;
}

/** The rows on sale first (their indexes are the ones sent), then the archived ones. */
interface Values {
  options: ProductOption[];
  variants: Row[];
}

const rowOf = (variant: BackOfficeVariant): Row => ({
  _id: variant._id,
  sku: variant.sku,
  optionValues: variant.optionValues,
  price: variant.price,
  priceAfterDiscount: variant.priceAfterDiscount,
  quantity: '',
  stock: variant.quantity,
  images: variant.images,
  color: variant.color,
  colorAr: variant.colorAr,
  storage: variant.storage,
  memory: variant.memory,
  archived: variant.archivedAt !== null,
});

const valuesOf = (saved: Pick<ProductVariants, 'options' | 'variants'>): Values => ({
  options: saved.options,
  variants: [
    ...saved.variants.filter((v) => v.archivedAt === null).map(rowOf),
    ...saved.variants.filter((v) => v.archivedAt !== null).map(rowOf),
  ],
});

/** A rule's message id in words; the server's messages are words already. */
const textOf = (intl: IntlShape, message: string) =>
  message in intl.messages ? intl.formatMessage({ id: message }) : message;

const number = (value: number | '') => (value === '' ? undefined : value);

/** What is sent (numbers as typed: the schema names an empty one), the archived rows left out. */
function inputOf(values: Values, version: number): VariantsInput {
  return {
    version,
    options: values.options,
    variants: values.variants
      .filter((row) => !row.archived)
      .map((row) => ({
        ...(row._id ? { _id: row._id } : {}),
        sku: row.sku.trim(),
        optionValues: row.optionValues,
        price: number(row.price) as number,
        priceAfterDiscount: row.priceAfterDiscount === '' ? 0 : row.priceAfterDiscount,
        images: row.images,
        color: row.color,
        colorAr: row.colorAr,
        storage: row.storage,
        memory: row.memory,
        ...(!row._id && row.quantity !== '' ? { quantity: row.quantity } : {}),
      })),
  };
}

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** A value as a SKU's part: 'Space Grey' → 'SPACEGREY' ('' for a value in Arabic letters only). */
const skuPart = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** The option names a new option of each kind starts with. */
const OPTION_NAMES: Record<string, { name: string; nameAr: string }> = {
  storage: { name: 'Storage', nameAr: 'السعة' },
  memory: { name: 'Memory', nameAr: 'الذاكرة' },
  color: { name: 'Colour', nameAr: 'اللون' },
  other: { name: '', nameAr: '' },
};

/** Every combination of the options' values, in the options' order. */
const combinations = (options: readonly ProductOption[]) =>
  options.reduce<string[][]>(
    (made, option) =>
      made.flatMap((start) =>
        option.values.filter((each) => each.value.trim()).map((each) => [...start, each.value]),
      ),
    [[]],
  );

/**
 * The rows with one for each combination not yet on sale: an archived one with it comes back; a row without any
 * choice yet (a product that came one way) takes the first; the others are new, priced as the first row, their SKU
 * the first row's with the choices added, their colour, storage and memory the choices of those options.
 */
export function withEveryCombination(values: Values): { rows: Row[]; added: number } {
  const { options } = values;
  let active = values.variants.filter((row) => !row.archived);
  let archived = values.variants.filter((row) => row.archived);
  const template = active[0];
  const base = template
    ? template.sku.replace(new RegExp(`-${template.optionValues.map(skuPart).join('-')}$`), '')
    : 'SKU';
  const choice = (key: string, combination: string[]) => {
    const index = options.findIndex((option) => option.key === key);
    if (index < 0) return null;
    const value = options[index]!.values.find((each) => each.value === combination[index]);
    return value ?? null;
  };
  let added = 0;
  for (const combination of combinations(options)) {
    if (active.some((row) => sameValues(row.optionValues, combination))) continue;
    const back = archived.find((row) => sameValues(row.optionValues, combination));
    if (back) {
      archived = archived.filter((row) => row !== back);
      active = [...active, { ...back, archived: false }];
      added += 1;
      continue;
    }
    const colour = choice('color', combination);
    const fields = {
      optionValues: combination,
      color: colour?.value ?? template?.color ?? '',
      colorAr: colour?.valueAr ?? template?.colorAr ?? '',
      storage: choice('storage', combination)?.value ?? template?.storage ?? '',
      memory: choice('memory', combination)?.value ?? template?.memory ?? '',
    };
    const blank = active.findIndex((row) => row.optionValues.every((value) => !value));
    if (blank >= 0) {
      active = active.map((row, i) =>
        i === blank ? { ...row, ...fields, sku: `${base}-${combination.map(skuPart).join('-')}` } : row,
      );
      added += 1;
      continue;
    }
    const parts = combination.map((value, i) => skuPart(value) || `V${i + 1}`);
    active = [
      ...active,
      {
        ...fields,
        sku: `${base}-${parts.join('-')}`,
        price: template?.price ?? '',
        priceAfterDiscount: template?.priceAfterDiscount ?? 0,
        quantity: 0,
        stock: null,
        images: [],
        archived: false,
      },
    ];
    added += 1;
  }
  return { rows: [...active, ...archived], added };
}

/** The contract's rules on the values as typed, their errors on the rows they name (the rows sent come first). */
const validate = (version: number) => {
  const schema = variantsInputSchema();
  return (values: Values) =>
    schema.validate(inputOf(values, version), { abortEarly: false }).then(
      () => ({}),
      (error: unknown) => yupToFormErrors<Values>(error),
    );
};

export function VariantsEditor({
  product,
  version,
  onSaved,
}: {
  product: BackOfficeProduct;
  /** The product's version as last read or saved (the product form keeps it). */
  version: () => number;
  /** The product's version after a save of its variants. */
  onSaved: (version: number) => void;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [save] = useSaveVariantsMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFormError(null);
    try {
      const saved = await save({ id: product._id, input: inputOf(values, version()) }).unwrap();
      helpers.resetForm({ values: valuesOf(saved) });
      onSaved(saved.version);
      toast.success(t('backOffice.variants.saved'));
    } catch (failure) {
      for (const [field, message] of Object.entries(fieldErrors(failure)))
        helpers.setFieldError(field, message);
      setFormError(errorMessage(failure, 'backOffice.variants.saveError'));
    }
  };

  return (
    <EditorPanel aria-labelledby="variants-title">
      <h2 id="variants-title">{t('backOffice.variants.title')}</h2>
      <Muted>{t('backOffice.variants.hint')}</Muted>
      <Formik<Values>
        initialValues={valuesOf({ options: product.options ?? [], variants: product.variants ?? [] })}
        validate={(values) => validate(version())(values)}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <VariantsForm aria-labelledby="variants-title">
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <OptionsEditor />
            <VariantsTable />
            <ArchivedVariants />
            <div>
              <SubmitButton busy={isSubmitting} busyLabel={t('backOffice.variants.saving')}>
                {t('backOffice.variants.save')}
              </SubmitButton>
            </div>
          </VariantsForm>
        )}
      </Formik>
    </EditorPanel>
  );
}

function OptionsEditor() {
  const intl = useIntl();
  const { values, setValues, setFieldValue, errors } = useFormikContext<Values>();
  const t = (id: string, params?: Record<string, string | number>) => intl.formatMessage({ id }, params);
  const listError = typeof errors.options === 'string' ? errors.options : null;
  const ar = intl.locale.startsWith('ar');

  const addOption = () => {
    const key = OPTION_KEYS.find((each) => each !== 'other' && !values.options.some((o) => o.key === each));
    const option = {
      key: key ?? 'other',
      ...OPTION_NAMES[key ?? 'other']!,
      values: [{ value: '', valueAr: '' }],
    };
    void setValues({
      options: [...values.options, option],
      variants: values.variants.map((row) => ({ ...row, optionValues: [...row.optionValues, ''] })),
    });
  };
  const removeOption = (k: number) =>
    void setValues({
      options: values.options.filter((_, i) => i !== k),
      variants: values.variants.map((row) => ({
        ...row,
        optionValues: row.optionValues.filter((_, i) => i !== k),
      })),
    });
  const setOptionValues = (k: number, change: (list: ProductOption['values']) => ProductOption['values']) =>
    void setValues({
      ...values,
      options: values.options.map((option, i) =>
        i === k ? { ...option, values: change(option.values) } : option,
      ),
    });
  /** A value renamed is renamed in the rows that chose it (field by field: formik applies each to its latest values). */
  const renameValue = (k: number, from: string, to: string) => {
    if (from === '') return;
    values.variants.forEach((row, i) => {
      if (row.optionValues[k] === from) void setFieldValue(`variants.${i}.optionValues.${k}`, to);
    });
  };

  return (
    <Options aria-label={t('backOffice.variants.options')}>
      <h3>{t('backOffice.variants.options')}</h3>
      {values.options.length === 0 ? <Muted>{t('backOffice.variants.noOptions')}</Muted> : null}
      {values.options.map((option, k) => {
        const n = k + 1;
        // Named in the screen's language, as the table's columns are.
        const label = (ar ? option.nameAr : option.name) || t('backOffice.variants.optionN', { n });
        return (
          <fieldset key={k}>
            <legend>{label}</legend>
            <OptionHead>
              <SelectField name={`options.${k}.key`} label={t('backOffice.variants.optionKey')}>
                {[...new Set([...OPTION_KEYS, option.key])].map((key) => (
                  <option key={key} value={key}>
                    {OPTION_KEYS.includes(key as (typeof OPTION_KEYS)[number])
                      ? t(`backOffice.variants.optionKey.${key}`)
                      : key}
                  </option>
                ))}
              </SelectField>
              <TextField
                name={`options.${k}.name`}
                label={t('backOffice.variants.optionName')}
                lang="en"
                dir="ltr"
              />
              <TextField
                name={`options.${k}.nameAr`}
                label={t('backOffice.variants.optionNameAr')}
                lang="ar"
                dir="rtl"
              />
            </OptionHead>
            <ValueList aria-label={t('backOffice.variants.valuesOf', { option: label })}>
              {option.values.map((value, j) => (
                <li key={j}>
                  <TextField
                    name={`options.${k}.values.${j}.value`}
                    label={t('backOffice.variants.value', { n: j + 1 })}
                    lang="en"
                    dir="ltr"
                    onChange={(event) => renameValue(k, value.value, event.target.value)}
                  />
                  <TextField
                    name={`options.${k}.values.${j}.valueAr`}
                    label={t('backOffice.variants.valueAr', { n: j + 1 })}
                    lang="ar"
                    dir="rtl"
                  />
                  <Button
                    $variant="ghost"
                    aria-label={t('backOffice.variants.removeValueOf', { n: j + 1, option: label })}
                    onClick={() => setOptionValues(k, (list) => list.filter((_, i) => i !== j))}
                  >
                    {t('backOffice.variants.removeValue')}
                  </Button>
                </li>
              ))}
            </ValueList>
            <Buttons>
              <Button
                $variant="secondary"
                disabled={option.values.length >= OPTION_VALUES_MAX}
                aria-label={t('backOffice.variants.addValueTo', { option: label })}
                onClick={() => setOptionValues(k, (list) => [...list, { value: '', valueAr: '' }])}
              >
                {t('backOffice.variants.addValue')}
              </Button>
              <Button
                $variant="ghost"
                aria-label={t('backOffice.variants.removeOptionNamed', { option: label })}
                onClick={() => removeOption(k)}
              >
                {t('backOffice.variants.removeOption')}
              </Button>
            </Buttons>
            <OptionError name={`options.${k}.values`} />
          </fieldset>
        );
      })}
      {listError ? <ErrorText role="alert">{textOf(intl, listError)}</ErrorText> : null}
      <Buttons>
        <Button $variant="secondary" disabled={values.options.length >= OPTIONS_MAX} onClick={addOption}>
          {t('backOffice.variants.addOption')}
        </Button>
      </Buttons>
    </Options>
  );
}

/** A list's own error (no value, too many, a value twice), beside its values. */
function OptionError({ name }: { name: string }) {
  const intl = useIntl();
  const { errors, submitCount } = useFormikContext<Values>();
  const parts = name.split('.');
  const error = parts.reduce<unknown>(
    (at, part) => (at as Record<string, unknown> | undefined)?.[part],
    errors,
  );
  if (typeof error !== 'string' || submitCount === 0) return null;
  return <ErrorText role="alert">{textOf(intl, error)}</ErrorText>;
}

/** A cell's input, named by its column and its variant, with its error under it. */
function CellInput({
  name,
  label,
  ...rest
}: { name: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const { field, bound, error, errorId } = useFormField({ name });
  return (
    <>
      <input {...field} {...rest} {...bound} aria-label={label} />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </>
  );
}

/**
 * A variant's choice of one option. Its error is the row's choices' (`variants.2.optionValues`: one value of each
 * option), shown beside each of them.
 */
function CellSelect({
  name,
  rowName,
  label,
  onChosen,
  children,
}: {
  name: string;
  rowName: string;
  label: string;
  onChosen: (value: string) => void;
  children: ReactNode;
}) {
  const [field] = useField<string>(name);
  const { errors, submitCount } = useFormikContext<Values>();
  const translate = useTranslatedError();
  const own = getIn(errors, rowName) as unknown;
  const error = submitCount > 0 && typeof own === 'string' ? translate(own) : undefined;
  const errorId = `${useId()}-error`;
  return (
    <>
      <select
        {...field}
        onChange={(event) => {
          field.onChange(event);
          onChosen(event.target.value);
        }}
        value={field.value ?? ''}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </select>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </>
  );
}

function VariantsTable() {
  const intl = useIntl();
  const { values, setValues, errors, submitCount } = useFormikContext<Values>();
  const [photosOf, setPhotosOf] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const id = useId();
  const t = (key: string, params?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, params);
  const ar = intl.locale.startsWith('ar');
  const active = values.variants.filter((row) => !row.archived);
  const listError = typeof errors.variants === 'string' && submitCount > 0 ? errors.variants : null;

  /** "512 GB · Blue", or "Variant 2" before its choices are made. */
  const nameOf = (row: Row, index: number) => {
    const choices = values.options.flatMap((option, k) => {
      const value = option.values.find((each) => each.value === row.optionValues[k] && each.value);
      return value ? [ar && value.valueAr ? value.valueAr : value.value] : [];
    });
    return choices.length > 0 ? choices.join(' · ') : t('backOffice.variants.variantN', { n: index + 1 });
  };
  const cell = (column: string, row: Row, index: number) =>
    t('backOffice.variants.cell', { column: t(column), variant: nameOf(row, index) });

  const createAll = () => {
    const { rows, added } = withEveryCombination(values);
    void setValues({ ...values, variants: rows });
    setAnnouncement(t('backOffice.variants.added', { n: added }));
  };
  const archive = (index: number) => {
    const row = values.variants[index]!;
    const rest = values.variants.filter((_, i) => i !== index);
    // A new row is only dropped; a saved one is kept, archived, after those on sale.
    void setValues({ ...values, variants: row._id ? [...rest, { ...row, archived: true }] : rest });
    setPhotosOf(null);
    setAnnouncement(
      t(row._id ? 'backOffice.variants.archivedOne' : 'backOffice.variants.removedOne', {
        variant: nameOf(row, index),
      }),
    );
  };
  const addRow = () => {
    const template = active[0];
    const row: Row = {
      sku: '',
      optionValues: values.options.map(() => ''),
      price: template?.price ?? '',
      priceAfterDiscount: template?.priceAfterDiscount ?? 0,
      quantity: 0,
      stock: null,
      images: [],
      color: template?.color ?? '',
      colorAr: template?.colorAr ?? '',
      storage: template?.storage ?? '',
      memory: template?.memory ?? '',
      archived: false,
    };
    void setValues({ ...values, variants: [...active, row, ...values.variants.filter((r) => r.archived)] });
  };

  return (
    <div>
      <h3 id={`${id}-title`}>{t('backOffice.variants.table')}</h3>
      <Buttons>
        <Button $variant="secondary" disabled={values.options.length === 0} onClick={createAll}>
          {t('backOffice.variants.createAll')}
        </Button>
        <Button $variant="secondary" onClick={addRow}>
          {t('backOffice.variants.addVariant')}
        </Button>
      </Buttons>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {listError ? <ErrorText role="alert">{textOf(intl, listError)}</ErrorText> : null}
      <TableWrap>
        <Table aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              {values.options.map((option, k) => (
                <th key={k} scope="col">
                  {(ar ? option.nameAr : option.name) || t('backOffice.variants.optionN', { n: k + 1 })}
                </th>
              ))}
              <th scope="col">{t('backOffice.variants.sku')}</th>
              <th scope="col">{t('backOffice.variants.price')}</th>
              <th scope="col">{t('backOffice.variants.discount')}</th>
              <th scope="col">{t('backOffice.variants.stock')}</th>
              <th scope="col">{t('backOffice.variants.color')}</th>
              <th scope="col">{t('backOffice.variants.colorAr')}</th>
              <th scope="col">{t('backOffice.variants.photos')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('backOffice.variants.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {active.map((row, index) => (
              <VariantRow
                key={row._id ?? `new-${index}`}
                row={row}
                index={index}
                options={values.options}
                cell={(column) => cell(column, row, index)}
                name={nameOf(row, index)}
                photosOpen={photosOf === index}
                onPhotos={() => setPhotosOf(photosOf === index ? null : index)}
                onArchive={() => archive(index)}
              />
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </div>
  );
}

function VariantRow({
  row,
  index,
  options,
  cell,
  name,
  photosOpen,
  onPhotos,
  onArchive,
}: {
  row: Row;
  index: number;
  options: ProductOption[];
  cell: (column: string) => string;
  name: string;
  photosOpen: boolean;
  onPhotos: () => void;
  onArchive: () => void;
}) {
  const intl = useIntl();
  const t = (key: string, params?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, params);
  const ar = intl.locale.startsWith('ar');
  const { setFieldValue } = useFormikContext<Values>();
  const at = `variants.${index}`;
  const photosId = `variant-photos-${index}`;
  /** A storage, memory or colour chosen is the variant's too (its specs, its swatch). */
  const chosen = (option: ProductOption, value: string) => {
    const found = option.values.find((each) => each.value === value);
    if (!found) return;
    if (option.key === 'storage' || option.key === 'memory') void setFieldValue(`${at}.${option.key}`, value);
    if (option.key === 'color') {
      void setFieldValue(`${at}.color`, found.value);
      void setFieldValue(`${at}.colorAr`, found.valueAr);
    }
  };
  return (
    <>
      <tr>
        {options.map((option, k) => (
          <td key={k}>
            <CellSelect
              name={`${at}.optionValues.${k}`}
              rowName={`${at}.optionValues`}
              onChosen={(value) => chosen(option, value)}
              label={t('backOffice.variants.cell', {
                column: (ar ? option.nameAr : option.name) || t('backOffice.variants.optionN', { n: k + 1 }),
                variant: t('backOffice.variants.variantN', { n: index + 1 }),
              })}
            >
              <option value="">{t('backOffice.variants.choose')}</option>
              {option.values
                .filter((each) => each.value)
                .map((each) => (
                  <option key={each.value} value={each.value}>
                    {ar && each.valueAr ? each.valueAr : each.value}
                  </option>
                ))}
            </CellSelect>
          </td>
        ))}
        <td>
          <CellInput name={`${at}.sku`} label={cell('backOffice.variants.sku')} dir="ltr" size={14} />
        </td>
        <td>
          <CellInput
            name={`${at}.price`}
            label={cell('backOffice.variants.price')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
        </td>
        <td>
          <CellInput
            name={`${at}.priceAfterDiscount`}
            label={cell('backOffice.variants.discount')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        </td>
        <td>
          {row._id ? (
            <span>{intl.formatNumber(row.stock ?? 0)}</span>
          ) : (
            <CellInput
              name={`${at}.quantity`}
              label={cell('backOffice.variants.openingStock')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          )}
        </td>
        <td>
          <CellInput name={`${at}.color`} label={cell('backOffice.variants.color')} lang="en" dir="ltr" />
        </td>
        <td>
          <CellInput name={`${at}.colorAr`} label={cell('backOffice.variants.colorAr')} lang="ar" dir="rtl" />
        </td>
        <td>
          <Button
            $variant="secondary"
            aria-expanded={photosOpen}
            aria-controls={photosId}
            aria-label={t('backOffice.variants.photosOf', { variant: name, n: row.images.length })}
            onClick={onPhotos}
          >
            {row.images.length > 0
              ? t('backOffice.variants.photoCount', { n: row.images.length })
              : t('backOffice.variants.productPhotos')}
          </Button>
        </td>
        <td>
          <Button
            $variant="ghost"
            aria-label={t(row._id ? 'backOffice.variants.archiveOne' : 'backOffice.variants.removeOne', {
              variant: name,
            })}
            onClick={onArchive}
          >
            {t(row._id ? 'backOffice.variants.archive' : 'backOffice.variants.remove')}
          </Button>
        </td>
      </tr>
      {photosOpen ? (
        <tr id={photosId}>
          <td colSpan={options.length + 8}>
            <ProductPhotos
              name={`${at}.images`}
              title={t('backOffice.variants.photosTitle', { variant: name })}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
}

function ArchivedVariants() {
  const intl = useIntl();
  const { values, setValues } = useFormikContext<Values>();
  const t = (key: string, params?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, params);
  const ar = intl.locale.startsWith('ar');
  const archived = values.variants.filter((row) => row.archived);
  if (archived.length === 0) return null;
  const restore = (row: Row) => {
    const active = values.variants.filter((each) => !each.archived);
    void setValues({
      ...values,
      variants: [...active, { ...row, archived: false }, ...archived.filter((each) => each !== row)],
    });
  };
  const choicesOf = (row: Row) =>
    values.options
      .flatMap((option, k) => {
        const value = option.values.find((each) => each.value === row.optionValues[k]);
        return value ? [ar && value.valueAr ? value.valueAr : value.value] : [];
      })
      .join(' · ');
  return (
    <div>
      <h3>{t('backOffice.variants.archivedTitle')}</h3>
      <ArchivedList>
        {archived.map((row) => (
          <li key={row._id}>
            <bdi dir="ltr">{row.sku}</bdi> {choicesOf(row)}
            <Button
              $variant="secondary"
              aria-label={t('backOffice.variants.restoreOne', { variant: row.sku })}
              onClick={() => restore(row)}
            >
              {t('backOffice.variants.restore')}
            </Button>
          </li>
        ))}
      </ArchivedList>
    </div>
  );
}

const EditorPanel = styled(Panel)`
  min-width: 0;
`;

// Grid items at most as wide as the panel (min-width: 0): the variants table scrolls inside it on a phone instead of
// widening the page.
const VariantsForm = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  > * {
    min-width: 0;
  }
  button[type='submit'] {
    width: auto;
  }
`;

const Options = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  legend {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

const OptionHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr));
`;

const ValueList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    grid-template-columns: repeat(auto-fit, minmax(min(180px, 100%), 1fr));
    align-items: end;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

// Cells hold real inputs: narrow ones, so a row of eight fits a laptop's width and scrolls on a phone.
const Table = styled.table`
  input,
  select {
    width: 100%;
    min-width: 6rem;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  button {
    white-space: nowrap;
  }
`;

const ArchivedList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

// A product's stock on its page: adjust it by hand with a reason and a note, and every movement (by hand, orders,
// cancellations) with the stock after it, who made it and when (Cairo time).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import {
  STOCK_REASONS,
  stockAdjustmentSchema,
  type BackOfficeProduct,
  type StockReason,
} from '../../contract/backOffice';
import { fieldErrors } from '../../api/errorMessage';
import { useErrorMessage } from '../../api/useErrorMessage';
import { FormAlert } from '../../ui/form/FormAlert';
import { SelectField } from '../../ui/form/SelectField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { useAdjustStockMutation, useStockMovementsQuery } from './backOfficeApi';
import { stockStateOf } from '../../contract/backOffice';
import { Muted, Panel, StateBadge } from './backOfficeStyles';
import { StockMovementsTable } from './StockMovementsTable';

interface Values {
  delta: number | '';
  reason: StockReason | '';
  note: string;
  /** Which variant's units, for a product in several ('' until chosen). */
  variantId: string;
}
const empty: Values = { delta: '', reason: '', note: '', variantId: '' };

export function StockPanel({ product }: { product: BackOfficeProduct }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [adjust] = useAdjustStockMutation();
  const { data: movements, error, isLoading } = useStockMovementsQuery(product._id);
  const [formError, setFormError] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const onSale = (product.variants ?? []).filter((variant) => variant.archivedAt === null);
  // Stock is counted per variant: a product in several says whose units these are (the server refuses otherwise),
  // and its headline is all of theirs; its state is the server's, the worst of theirs (what the table's filter reads).
  const several = onSale.length > 1;
  const quantity = several ? onSale.reduce((n, variant) => n + variant.quantity, 0) : product.quantity;
  const state = product.stockState;
  const ar = intl.locale.startsWith('ar');
  const choicesOf = (optionValues: readonly string[]) =>
    (product.options ?? [])
      .flatMap((option, k) => {
        const value = option.values.find((each) => each.value === optionValues[k]);
        return value ? [ar && value.valueAr ? value.valueAr : value.value] : [];
      })
      .join(' · ');
  const variantChoices = (variantId: string | null) => {
    const variant = product.variants?.find((each) => each._id === variantId);
    return variant ? choicesOf(variant.optionValues) : '';
  };
  const schema = stockAdjustmentSchema({ variantRequired: several });

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFormError(null);
    try {
      await adjust({
        id: product._id,
        adjustment: {
          delta: Number(values.delta),
          reason: values.reason as StockReason,
          ...(values.note.trim() ? { note: values.note.trim() } : {}),
          ...(several ? { variantId: values.variantId } : {}),
        },
      }).unwrap();
      helpers.resetForm();
      toast.success(t('backOffice.stock.adjusted'));
    } catch (failure) {
      for (const [field, message] of Object.entries(fieldErrors(failure)))
        helpers.setFieldError(field, message);
      setFormError(errorMessage(failure, 'backOffice.stock.error'));
    }
  };

  return (
    <Panel aria-labelledby="stock-title">
      <h2 id="stock-title">{t('backOffice.stock.title')}</h2>
      <p>
        {t(several ? 'backOffice.stock.currentAll' : 'backOffice.stock.current', {
          quantity: intl.formatNumber(quantity),
        })}
        <StateBadge $state={state}>{t(`backOffice.stock.state.${state}`)}</StateBadge>
      </p>
      {several ? (
        <ul aria-label={t('backOffice.stock.byVariant')}>
          {onSale.map((variant) => (
            <li key={variant._id}>
              <bdi dir="ltr">{variant.sku}</bdi> {choicesOf(variant.optionValues)}:{' '}
              {intl.formatNumber(variant.quantity)}{' '}
              <StateBadge $state={stockStateOf(variant.quantity)}>
                {t(`backOffice.stock.state.${stockStateOf(variant.quantity)}`)}
              </StateBadge>
            </li>
          ))}
        </ul>
      ) : null}
      <Formik<Values> initialValues={empty} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <AdjustForm aria-label={t('backOffice.stock.adjust')}>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            {several ? (
              <SelectField name="variantId" label={t('backOffice.stock.variant')}>
                <option value="">{t('backOffice.stock.chooseVariant')}</option>
                {onSale.map((variant) => (
                  <option key={variant._id} value={variant._id}>
                    {`${variant.sku} · ${choicesOf(variant.optionValues)} (${intl.formatNumber(variant.quantity)})`}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <TextField
              name="delta"
              type="number"
              inputMode="numeric"
              step={1}
              label={t('backOffice.stock.delta')}
              hint={t('backOffice.stock.deltaHint')}
            />
            <SelectField name="reason" label={t('backOffice.stock.reason')}>
              <option value="">{t('backOffice.stock.chooseReason')}</option>
              {STOCK_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`backOffice.stock.reason.${reason}`)}
                </option>
              ))}
            </SelectField>
            <TextField name="note" label={t('backOffice.stock.note')} />
            <div>
              <SubmitButton busy={isSubmitting} busyLabel={t('backOffice.stock.saving')}>
                {t('backOffice.stock.adjust')}
              </SubmitButton>
            </div>
          </AdjustForm>
        )}
      </Formik>
      <h3>{t('backOffice.stock.history')}</h3>
      {error ? <p role="alert">{errorMessage(error, 'backOffice.stock.historyError')}</p> : null}
      {isLoading ? <Spinner /> : null}
      {movements && movements.length === 0 ? <Muted>{t('backOffice.stock.noHistory')}</Muted> : null}
      {movements && movements.length > 0 ? (
        <StockMovementsTable
          movements={movements}
          caption={t('backOffice.stock.history')}
          variantChoices={(product.variants?.length ?? 0) > 1 ? variantChoices : undefined}
        />
      ) : null}
    </Panel>
  );
}

const AdjustForm = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: start;
  /* Fields as wide as their column, never their content's width (a variant's long option): the page fits a phone. */
  & > * {
    min-width: 0;
  }
  & > [role='alert'] {
    grid-column: 1 / -1;
  }
`;

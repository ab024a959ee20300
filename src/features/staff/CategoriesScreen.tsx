// /staff/categories (managers): every category with its product count and archive state; create, edit, archive and
// restore (archiving asks first).
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import {
  categoryInputSchema,
  slugFromName,
  type BackOfficeCategory,
  type CategoryInput,
} from '../../contract/backOffice';
import { SPEC_KEYS, type SpecKey } from '../../contract/specs';
import { fieldErrors } from '../../api/errorMessage';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Button } from '../../ui/Button';
import { ListView } from './ListView';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/form/FormAlert';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { toast } from '../../ui/toast';
import {
  useArchiveCategoryMutation,
  useBackOfficeCategoriesQuery,
  useCreateCategoryMutation,
  useRestoreCategoryMutation,
  useUpdateCategoryMutation,
} from './backOfficeApi';
import { localName } from './backOfficeDisplay';
import { CategoryPhoto } from './CategoryPhoto';
import { FormButtons, FormGrid, Panel, RowActions, Screen, ScreenHead } from './backOfficeStyles';

type Values = Omit<CategoryInput, 'position' | 'specKeys'> & { position: number | ''; specKeys: SpecKey[] };
const empty: Values = { slug: '', name: '', nameAr: '', image: '', position: 0, specKeys: [] };
const valuesOf = (category: BackOfficeCategory): Values => ({
  slug: category.slug,
  name: category.name,
  nameAr: category.nameAr,
  image: category.image,
  position: category.position,
  specKeys: category.specKeys,
  version: category.version,
});

export default function CategoriesScreen() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { data: categories, error, refetch } = useBackOfficeCategoriesQuery();
  const [archive] = useArchiveCategoryMutation();
  const [restore] = useRestoreCategoryMutation();
  /** The category being edited, 'new', or null (no form open). */
  const [editing, setEditing] = useState<BackOfficeCategory | 'new' | null>(null);
  const [archiving, setArchiving] = useState<BackOfficeCategory | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const toggleArchive = async (category: BackOfficeCategory) => {
    setArchiving(null);
    try {
      await (category.archivedAt ? restore(category._id) : archive(category._id)).unwrap();
      toast.success(
        t(category.archivedAt ? 'backOffice.categories.restored' : 'backOffice.categories.archivedDone'),
      );
    } catch (failure) {
      toast.error(errorMessage(failure, 'backOffice.categories.saveError'));
    }
  };

  return (
    <Screen>
      <ScreenHead>
        <h1>{t('backOffice.categories.title')}</h1>
        <Button onClick={() => setEditing('new')}>{t('backOffice.categories.new')}</Button>
      </ScreenHead>
      {editing ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing._id}
          category={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <ListView
        items={categories}
        error={error}
        errorId="backOffice.categories.error"
        onRetry={refetch}
        empty={t('backOffice.categories.empty')}
        caption={t('backOffice.categories.title')}
        columns={[
          'backOffice.categories.name',
          'backOffice.categories.slug',
          'backOffice.categories.products',
          'backOffice.categories.position',
          'backOffice.products.status',
          'backOffice.categories.actions',
        ]}
        row={(category) => (
          <tr key={category._id}>
            <td>
              {localName(intl, category)}
              <small>{intl.locale.startsWith('ar') ? category.name : category.nameAr}</small>
            </td>
            <td dir="ltr">{category.slug}</td>
            <td>{intl.formatNumber(category.productCount)}</td>
            <td>{intl.formatNumber(category.position)}</td>
            <td>{t(category.archivedAt ? 'backOffice.archived.archived' : 'backOffice.archived.active')}</td>
            <td>
              <RowActions>
                <Button
                  $variant="secondary"
                  aria-label={t('backOffice.categories.editOne', { name: localName(intl, category) })}
                  onClick={() => setEditing(category)}
                >
                  {t('backOffice.categories.edit')}
                </Button>
                <Button
                  $variant="ghost"
                  aria-label={t(
                    category.archivedAt
                      ? 'backOffice.categories.restoreOne'
                      : 'backOffice.categories.archiveOne',
                    { name: localName(intl, category) },
                  )}
                  onClick={() => setArchiving(category)}
                >
                  {t(category.archivedAt ? 'backOffice.product.restore' : 'backOffice.product.archive')}
                </Button>
              </RowActions>
            </td>
          </tr>
        )}
      />
      {archiving ? (
        <ConfirmDialog
          question={t(
            archiving.archivedAt
              ? 'backOffice.categories.restoreConfirm'
              : 'backOffice.categories.archiveConfirm',
            { name: localName(intl, archiving) },
          )}
          onNo={() => setArchiving(null)}
          onYes={() => void toggleArchive(archiving)}
        />
      ) : null}
    </Screen>
  );
}

/**
 * A new category's slug follows its English name as the manager types it, until the slug is changed by hand (an
 * existing category keeps its slug: its address is in links and search engines).
 */
function SlugFollowsName() {
  const { values, setFieldValue } = useFormikContext<Values>();
  const made = useRef(values.slug);
  useEffect(() => {
    if (values.slug !== made.current) return; // typed by hand: it stays
    const next = slugFromName(values.name);
    if (next === values.slug) return;
    made.current = next;
    void setFieldValue('slug', next);
  }, [values.name, values.slug, setFieldValue]);
  return null;
}

function CategoryForm({ category, onDone }: { category?: BackOfficeCategory; onDone: () => void }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const mode = category ? 'update' : 'create';
  const t = (id: string) => intl.formatMessage({ id });

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFormError(null);
    const input: CategoryInput = {
      slug: values.slug,
      name: values.name,
      nameAr: values.nameAr,
      image: values.image ?? '',
      position: values.position === '' ? 0 : values.position,
      specKeys: values.specKeys,
      ...(category ? { version: values.version } : {}),
    };
    try {
      if (category) await updateCategory({ id: category._id, input }).unwrap();
      else await createCategory(input).unwrap();
      toast.success(t(category ? 'backOffice.categories.saved' : 'backOffice.categories.created'));
      onDone();
    } catch (failure) {
      for (const [field, message] of Object.entries(fieldErrors(failure)))
        helpers.setFieldError(field, message);
      setFormError(
        (failure as { status?: unknown }).status === 409
          ? t('backOffice.categories.conflict')
          : errorMessage(failure, 'backOffice.categories.saveError'),
      );
    }
  };

  return (
    <Panel aria-labelledby="category-form-title">
      <h2 id="category-form-title">
        {category
          ? intl.formatMessage({ id: 'backOffice.categories.editOne' }, { name: localName(intl, category) })
          : t('backOffice.categories.new')}
      </h2>
      <Formik<Values>
        initialValues={category ? valuesOf(category) : empty}
        validationSchema={categoryInputSchema(mode)}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <FormGrid>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <TextField name="name" label={t('backOffice.product.name')} lang="en" dir="ltr" />
            {category ? null : <SlugFollowsName />}
            <TextField name="slug" label={t('backOffice.categories.slug')} dir="ltr" />
            <TextField name="nameAr" label={t('backOffice.product.nameAr')} lang="ar" dir="rtl" />
            <TextField
              name="position"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              label={t('backOffice.categories.position')}
            />
            <SpecSet />
            <CategoryPhoto name="image" />
            <FormButtons>
              <SubmitButton busy={isSubmitting} busyLabel={t('backOffice.product.saving')}>
                {t(category ? 'backOffice.product.save' : 'backOffice.categories.create')}
              </SubmitButton>
              <Button $variant="secondary" onClick={onDone}>
                {t('backOffice.categories.cancel')}
              </Button>
            </FormButtons>
          </FormGrid>
        )}
      </Formik>
    </Panel>
  );
}

/**
 * The specs the category's products have and its listing filters offer. Those kept stay in their order and a spec
 * checked is added at the end; none checked means every spec.
 */
function SpecSet() {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<Values>();
  const t = (id: string) => intl.formatMessage({ id });
  const toggle = (key: SpecKey, on: boolean) =>
    void setFieldValue(
      'specKeys',
      on ? [...values.specKeys, key] : values.specKeys.filter((each) => each !== key),
    );
  return (
    <Specs aria-describedby="category-specs-hint">
      <legend>{t('backOffice.categories.specKeys')}</legend>
      <small id="category-specs-hint">{t('backOffice.categories.specKeysHint')}</small>
      <div>
        {SPEC_KEYS.map((key) => (
          <label key={key}>
            <input
              type="checkbox"
              checked={values.specKeys.includes(key)}
              onChange={(event) => toggle(key, event.target.checked)}
            />{' '}
            {t(`backOffice.product.spec.${key}`)}
          </label>
        ))}
      </div>
    </Specs>
  );
}

const Specs = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  div {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 40px;
  }
`;

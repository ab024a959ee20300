// /staff/synonyms: the search's synonym groups (words it treats as one). A manager adds, edits and deletes them
// (deleting asks first); staff read them. A change applies to the shop's search at once.
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import { Formik } from 'formik';
import { object, string } from 'yup';
import type { SynonymGroup } from '../../contract/search';
import { synonymGroupSchema, termsFromText } from '../../contract/synonymRules';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/form/FormAlert';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { toast } from '../../ui/toast';
import { ListView } from './ListView';
import {
  useCreateSynonymGroupMutation,
  useDeleteSynonymGroupMutation,
  useSynonymGroupsQuery,
  useUpdateSynonymGroupMutation,
} from './searchDeskApi';
import { useStaffRole } from './staffRole';
import { FormButtons, FormGrid, Muted, Panel, RowActions, Screen, ScreenHead } from './backOfficeStyles';

const separatorOf = (lang: string) => (lang.startsWith('ar') ? '، ' : ', ');
/** A group as one line of words ("موبايل، phone"), with the comma of the language on screen. */
const listOf = (terms: string[], lang: string) => terms.join(separatorOf(lang));

export default function SynonymsScreen() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const isManager = useStaffRole() === 'manager';
  const { data: groups, error, refetch } = useSynonymGroupsQuery();
  const [deleteGroup] = useDeleteSynonymGroupMutation();
  /** The group being edited, 'new', or null (no form open). */
  const [editing, setEditing] = useState<SynonymGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SynonymGroup | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const named = (group: SynonymGroup) => ({ terms: listOf(group.terms, intl.locale) });

  const remove = async (group: SynonymGroup) => {
    setDeleting(null);
    try {
      await deleteGroup(group._id).unwrap();
      toast.success(t('backOffice.synonyms.deleted'));
    } catch (failure) {
      toast.error(errorMessage(failure, 'backOffice.synonyms.deleteError'));
    }
  };

  return (
    <Screen>
      <ScreenHead>
        <h1>{t('backOffice.synonyms.title')}</h1>
        {isManager ? <Button onClick={() => setEditing('new')}>{t('backOffice.synonyms.new')}</Button> : null}
      </ScreenHead>
      <Muted>{t('backOffice.synonyms.intro')}</Muted>
      {isManager ? null : <Muted>{t('backOffice.synonyms.readOnly')}</Muted>}
      {isManager && editing ? (
        <SynonymForm
          key={editing === 'new' ? 'new' : editing._id}
          group={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <ListView
        items={groups}
        error={error}
        errorId="backOffice.synonyms.error"
        onRetry={refetch}
        empty={t('backOffice.synonyms.empty')}
        caption={t('backOffice.synonyms.title')}
        columns={[
          'backOffice.synonyms.terms',
          'backOffice.synonyms.count',
          ...(isManager ? ['backOffice.synonyms.actions'] : []),
        ]}
        row={(group) => (
          <tr key={group._id}>
            <td>
              {group.terms.map((term, index) => (
                // Each term keeps its own direction in a row that mixes Arabic and Latin words.
                <Fragment key={term}>
                  {index > 0 ? separatorOf(intl.locale) : null}
                  <bdi>{term}</bdi>
                </Fragment>
              ))}
            </td>
            <td>{intl.formatNumber(group.terms.length)}</td>
            {isManager ? (
              <td>
                <RowActions>
                  <Button
                    $variant="secondary"
                    aria-label={t('backOffice.synonyms.editOne', named(group))}
                    onClick={() => setEditing(group)}
                  >
                    {t('backOffice.synonyms.edit')}
                  </Button>
                  <Button
                    $variant="ghost"
                    aria-label={t('backOffice.synonyms.deleteOne', named(group))}
                    onClick={() => setDeleting(group)}
                  >
                    {t('backOffice.synonyms.delete')}
                  </Button>
                </RowActions>
              </td>
            ) : null}
          </tr>
        )}
      />
      {deleting ? (
        <ConfirmDialog
          question={t('backOffice.synonyms.deleteConfirm', named(deleting))}
          onNo={() => setDeleting(null)}
          onYes={() => void remove(deleting)}
        />
      ) : null}
    </Screen>
  );
}

interface Values {
  words: string;
}

/** The form's one field checked with the contract's rules for the terms it holds. */
const formSchema = () =>
  object({
    words: string()
      .required('validation.synonyms.count')
      .test('group', 'validation.synonyms.count', (words, context) => {
        try {
          synonymGroupSchema().validateSync({ terms: termsFromText(words) });
          return true;
        } catch (failure) {
          return context.createError({ message: (failure as Error).message });
        }
      }),
  });

function SynonymForm({ group, onDone }: { group?: SynonymGroup; onDone: () => void }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [createGroup] = useCreateSynonymGroupMutation();
  const [updateGroup] = useUpdateSynonymGroupMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const titleId = group ? `synonyms-form-${group._id}` : 'synonyms-form-new';

  const onSubmit = async ({ words }: Values) => {
    setFormError(null);
    const terms = termsFromText(words);
    try {
      if (group) await updateGroup({ id: group._id, terms }).unwrap();
      else await createGroup({ terms }).unwrap();
      toast.success(t(group ? 'backOffice.synonyms.saved' : 'backOffice.synonyms.created'));
      onDone();
    } catch (failure) {
      // The server's sentence, in the shop's language: a 409 names the term another group already has.
      setFormError(errorMessage(failure, 'backOffice.synonyms.saveError'));
    }
  };

  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>
        {group
          ? t('backOffice.synonyms.editOne', { terms: listOf(group.terms, intl.locale) })
          : t('backOffice.synonyms.new')}
      </h2>
      <Formik<Values>
        initialValues={{ words: group ? listOf(group.terms, intl.locale) : '' }}
        validationSchema={formSchema()}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <FormGrid>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <TextField
              name="words"
              label={t('backOffice.synonyms.terms')}
              hint={t('backOffice.synonyms.termsHint')}
              autoComplete="off"
            />
            <FormButtons>
              <SubmitButton busy={isSubmitting} busyLabel={t('backOffice.synonyms.saving')}>
                {t(group ? 'backOffice.synonyms.save' : 'backOffice.synonyms.create')}
              </SubmitButton>
              <Button $variant="secondary" onClick={onDone}>
                {t('backOffice.synonyms.cancel')}
              </Button>
            </FormButtons>
          </FormGrid>
        )}
      </Formik>
    </Panel>
  );
}

// The products screen's import and export (a manager's): the catalogue downloaded as CSV, and a CSV chosen, read by
// the server as a dry run (its counts and errors by row and column), then imported only when it has no error.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CatalogueImportIssue, CatalogueImportReport } from '../../contract/backOffice';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { useImportCatalogueMutation, useLazyExportCatalogueQuery } from './backOfficeApi';
import { Muted, Panel, Warning } from './backOfficeStyles';
import { CaptionedTable } from './CaptionedTable';
import { useStaffRole } from './staffRole';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A column's name breaks anywhere (price_after_discount), leaving the problem its room on a phone. */
const ColumnName = styled.code`
  overflow-wrap: anywhere;
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 1.2rem;
    font-weight: 600;
  }
`;

/** The BOM spreadsheets need to read the file as UTF-8 (the server sends one; reading the answer as text drops it). */
const BOM = '\uFEFF';
const COUNTS = ['rows', 'newProducts', 'changedProducts', 'newVariants', 'changedVariants'] as const;

/** A failed import's report (the server refuses a file with errors with its report), if it carries one. */
const reportOf = (error: unknown): CatalogueImportReport | undefined =>
  (error as { data?: { report?: CatalogueImportReport } } | undefined)?.data?.report;

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'catalogue.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function IssuesTable({ caption, issues }: { caption: string; issues: CatalogueImportIssue[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <CaptionedTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{t('backOffice.csv.row')}</th>
          <th scope="col">{t('backOffice.csv.column')}</th>
          <th scope="col">{t('backOffice.csv.problem')}</th>
        </tr>
      </thead>
      <tbody>
        {issues.map((issue, i) => (
          <tr key={`${issue.row}-${issue.column}-${i}`}>
            <td>{issue.row > 0 ? intl.formatNumber(issue.row) : t('backOffice.csv.wholeFile')}</td>
            {/* Column names are the file's own (English) headers. */}
            <td lang="en" dir="ltr">
              <ColumnName>{issue.column}</ColumnName>
            </td>
            <td>{issue.message}</td>
          </tr>
        ))}
      </tbody>
    </CaptionedTable>
  );
}

export function CatalogueCsvPanel() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const role = useStaffRole();
  const headingId = useId();
  const [exportCatalogue, exporting] = useLazyExportCatalogueQuery();
  const [readFile, checking] = useImportCatalogueMutation();
  const [importFile, importing] = useImportCatalogueMutation();
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<CatalogueImportReport | null>(null);
  const [fileName, setFileName] = useState('');
  const chooser = useRef<HTMLInputElement>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  if (role !== 'manager') return null;

  const onExport = async () => {
    try {
      download(await exportCatalogue().unwrap());
    } catch (failure) {
      toast.error(errorMessage(failure, 'backOffice.csv.exportError'));
    }
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setReport(null);
    setCsv(null);
    if (!file) return;
    const text = await file.text();
    // Emptied, so that choosing the same file again once corrected checks it again (no change event otherwise).
    event.target.value = '';
    setFileName(file.name);
    try {
      setReport(await readFile({ csv: text, dryRun: true }).unwrap());
      setCsv(text);
    } catch (failure) {
      toast.error(errorMessage(failure, 'backOffice.csv.checkError'));
    }
  };

  const onImport = async () => {
    if (csv === null) return;
    try {
      const done = await importFile({ csv, dryRun: false }).unwrap();
      toast.success(
        t('backOffice.csv.imported', {
          products: done.newProducts + done.changedProducts,
          variants: done.newVariants + done.changedVariants,
        }),
      );
      setReport(null);
      setCsv(null);
    } catch (failure) {
      // Refused (the catalogue changed since the dry run): its report shows why.
      const refused = reportOf(failure);
      if (refused) setReport(refused);
      toast.error(errorMessage(failure, 'backOffice.csv.importError'));
    }
  };

  const canImport = report !== null && csv !== null && report.errors.length === 0 && report.rows > 0;

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('backOffice.csv.title')}</h2>
      <Muted>{t('backOffice.csv.help')}</Muted>
      <Actions>
        <Button $variant="secondary" onClick={onExport} disabled={exporting.isFetching}>
          {t('backOffice.csv.export')}
        </Button>
        {/* The page's own button, in the page's language (a file input draws the browser's words and width). */}
        <Button
          $variant="secondary"
          onClick={() => chooser.current?.click()}
          disabled={checking.isLoading || importing.isLoading}
        >
          {t('backOffice.csv.choose')}
        </Button>
        <input
          ref={chooser}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={t('backOffice.csv.choose')}
          onChange={onChoose}
        />
      </Actions>
      <div aria-live="polite">
        {checking.isLoading ? <Muted>{t('backOffice.csv.checking')}</Muted> : null}
        {report ? (
          <section aria-label={t('backOffice.csv.report')}>
            <h3>{t('backOffice.csv.report')}</h3>
            <Muted>
              {/* Isolated: a Latin file name in an Arabic sentence keeps its own order. */}
              {intl.formatMessage({ id: 'backOffice.csv.file' }, { name: <bdi key="name">{fileName}</bdi> })}
            </Muted>
            <Counts>
              {COUNTS.map((key) => (
                <div key={key}>
                  <dt>{t(`backOffice.csv.count.${key}`)}</dt>
                  <dd>{intl.formatNumber(report[key])}</dd>
                </div>
              ))}
            </Counts>
            {report.errors.length > 0 ? (
              <>
                <Warning>{t('backOffice.csv.errorsFound', { count: report.errors.length })}</Warning>
                <IssuesTable caption={t('backOffice.csv.errors')} issues={report.errors} />
              </>
            ) : null}
            {report.warnings.length > 0 ? (
              <>
                <Muted>{t('backOffice.csv.warningsFound', { count: report.warnings.length })}</Muted>
                <IssuesTable caption={t('backOffice.csv.warnings')} issues={report.warnings} />
              </>
            ) : null}
          </section>
        ) : null}
      </div>
      {report ? (
        <Actions>
          <Button onClick={onImport} disabled={!canImport || importing.isLoading}>
            {t('backOffice.csv.import', { count: report.rows })}
          </Button>
        </Actions>
      ) : null}
    </Panel>
  );
}

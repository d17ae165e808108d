import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLEANUP, CLEANUP_TYPES, type CleanupReport, type CleanupType } from '@domain/cleanup';
import { errorMessage } from '@/platform/api';
import { Banner, type BannerMessage } from '../shared/Banner';
import { cleanupApi } from './api';
import { CleanupReportView } from './CleanupReportView';
import { RiskPill } from './RiskPill';
import { AdminPage } from '../shared/AdminPage';
import { AdminConfirmDialog } from '../shared/AdminConfirmDialog';
import { RunProgressStatus } from '../shared/RunProgressStatus';
import '../operations/backOffice.css';
import './cleanup.css';

type Running = 'analyze' | 'analyzeAll' | 'clean' | null;
type AnalysisKind = 'analyze' | 'analyzeAll';

/**
 * /admin/cleanup (spec 002 §2 "Legacy Orphan Data Cleanup panel", §4, §5, §8, §9): the 8 types with their risk,
 * the spec's three preselected; Analyze is a dry run, and Clean (enabled once an analysis of this selection found
 * orphans, after a confirmation) removes them 25 a batch with a second's pause between batches.
 */
export default function CleanupPage() {
  const { t } = useTranslation('adminCleanup');
  const [selected, setSelected] = useState<readonly CleanupType[]>(CLEANUP.preselected);
  const [analysis, setAnalysis] = useState<CleanupReport | null>(null);
  const [report, setReport] = useState<CleanupReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<BannerMessage | null>(null);

  const toggle = (type: CleanupType, on: boolean) => {
    setSelected((current) => CLEANUP_TYPES.filter((t2) => (t2 === type ? on : current.includes(t2))));
    // an analysis speaks for the selection it ran on
    setAnalysis(null);
  };

  const analysisRun = useMutation({
    mutationFn: ({ types }: { types: readonly CleanupType[]; kind: AnalysisKind }) =>
      cleanupApi.analyze(types),
    onMutate: () => setMessage(null),
    onSuccess: (answer, { types }) => {
      setSelected(types);
      setAnalysis(answer.report);
      setReport(answer.report);
    },
    onError: (error, { kind }) => {
      const failure = kind === 'analyzeAll' ? t('errors.fullAnalysis') : t('errors.analysis');
      const server = errorMessage(error, '');
      setMessage({ kind: 'error', text: server ? `${failure}: ${server}` : failure, id: Date.now() });
    },
  });
  const cleaning = useMutation({
    mutationFn: cleanupApi.clean,
    onMutate: () => setMessage(null),
    onSuccess: (answer) => {
      setReport(answer.report);
      setAnalysis(null);
      const failures = answer.report.types.reduce((sum, type) => sum + type.errors.length, 0);
      setMessage({
        kind: failures > 0 ? 'error' : 'success',
        text:
          failures > 0
            ? t('cleanedWithErrors', { count: answer.report.totalCleaned, failures })
            : t('cleaned', { count: answer.report.totalCleaned }),
        id: Date.now(),
      });
    },
    onError: (error) => {
      const server = errorMessage(error, '');
      setMessage({
        kind: 'error',
        text: server ? `${t('errors.cleanup')}: ${server}` : t('errors.cleanup'),
        id: Date.now(),
      });
    },
  });
  const running: Running = cleaning.isPending
    ? 'clean'
    : analysisRun.isPending
      ? analysisRun.variables.kind
      : null;
  const analyze = (types: readonly CleanupType[], kind: AnalysisKind) => analysisRun.mutate({ types, kind });

  function clean() {
    setConfirming(false);
    if (!analysis) {
      setMessage({ kind: 'error', text: t('analysisFirst'), id: Date.now() });
      return;
    }
    cleaning.mutate(selected);
  }

  const canClean = running === null && (analysis?.totalFound ?? 0) > 0;
  return (
    <AdminPage title={t('title')} className="cleanup-page">
      <p className="admin-muted">{t('intro')}</p>
      <Banner message={message} onDismiss={() => setMessage(null)} />
      <fieldset className="admin-card cleanup-types">
        <legend className="bo-heading">{t('typesLegend')}</legend>
        {CLEANUP_TYPES.map((type) => (
          <label key={type} className="cleanup-type">
            <input
              type="checkbox"
              checked={selected.includes(type)}
              disabled={running !== null}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <span className="cleanup-type__text">
              <span className="cleanup-type__name">{t(`types.${type}.name`)}</span>
              <span className="admin-muted">{t(`types.${type}.description`)}</span>
            </span>
            <RiskPill risk={CLEANUP.risk[type]} />
          </label>
        ))}
      </fieldset>
      <div className="admin-actions">
        <AnalyzeButton kind="analyze" types={selected} running={running} onAnalyze={analyze} />
        <AnalyzeButton kind="analyzeAll" types={CLEANUP_TYPES} running={running} onAnalyze={analyze} />
        <button
          type="button"
          className="admin-button admin-button--danger"
          disabled={!canClean}
          aria-busy={running === 'clean'}
          aria-describedby="cleanup-clean-hint"
          onClick={() => setConfirming(true)}
        >
          {running === 'clean' ? t('cleaning') : t('clean')}
        </button>
      </div>
      <p id="cleanup-clean-hint" className="admin-muted">
        {analysis
          ? analysis.totalFound > 0
            ? t('readyToClean', { count: analysis.totalFound })
            : t('nothingFound')
          : t('analysisFirst')}
      </p>
      {running === 'clean' ? (
        <p role="status" className="admin-muted">
          {t('cleaningProgress', { size: CLEANUP.livePanelBatchSize, seconds: CLEANUP.batchPauseMs / 1000 })}
        </p>
      ) : null}
      {running ? (
        <RunProgressStatus run="cleanup" fallback={running === 'clean' ? t('cleaning') : t('analyzing')} />
      ) : null}
      {report ? <CleanupReportView report={report} /> : <p className="admin-empty">{t('noReport')}</p>}
      {confirming ? (
        <AdminConfirmDialog
          title={t('confirmTitle')}
          confirmLabel={t('clean')}
          busyLabel={t('cleaning')}
          onConfirm={clean}
          onCancel={() => setConfirming(false)}
          body={t('confirmBody', { count: analysis?.totalFound ?? 0 })}
        />
      ) : null}
    </AdminPage>
  );
}

/**
 * Analyze (the selection, primary) or Analyze all (the 8 types): a dry run of those types, busy while it runs; no
 * action starts while another runs, and none without a type to analyze.
 */
function AnalyzeButton({
  kind,
  types,
  running,
  onAnalyze,
}: {
  kind: AnalysisKind;
  types: readonly CleanupType[];
  running: Running;
  onAnalyze: (types: readonly CleanupType[], kind: AnalysisKind) => void;
}) {
  const { t } = useTranslation('adminCleanup');
  return (
    <button
      type="button"
      className={kind === 'analyze' ? 'admin-button admin-button--primary' : 'admin-button'}
      disabled={running !== null || types.length === 0}
      aria-busy={running === kind}
      onClick={() => onAnalyze(types, kind)}
    >
      {running === kind ? t('analyzing') : t(kind)}
    </button>
  );
}

export { CleanupPage as Component };

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportResult } from '@domain/exporter';
import { apiCall, errorMessage } from '@/platform/api';
import { Banner, type BannerMessage } from '../shared/Banner';
import { AdminPage } from '../shared/AdminPage';
import './exporter.css';

/** A file of the export, named with the date (002 §2 "files named with the date"). */
function download(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * /admin/firebase-exporter (spec 002 §2 "Database structure exporter"): export the Firestore structure, then its
 * summary, downloads of the JSON and of the markdown report, a card per collection, a JSON preview and copy buttons.
 */
export default function ExporterPage() {
  const { t, i18n } = useTranslation('adminData');
  const [result, setResult] = useState<ExportResult | null>(null);
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const exporting = useMutation({
    mutationFn: () => apiCall('POST /api/admin/export-firebase-structure', { body: {} }),
    onMutate: () => setMessage(null),
    onSuccess: ({ success: _success, ...answer }) => setResult(answer),
    onError: (error) => {
      const server = errorMessage(error, '');
      setMessage({
        kind: 'error',
        text: `${t('exporter.failed')}${server ? `: ${server}` : ''}`,
        id: Date.now(),
      });
    },
  });
  const busy = exporting.isPending;

  async function copy(content: string, what: string) {
    try {
      await navigator.clipboard.writeText(content);
      setMessage({ kind: 'success', text: t('exporter.copied', { what }), id: Date.now() });
    } catch {
      setMessage({ kind: 'error', text: t('exporter.copyFailed'), id: Date.now() });
    }
  }

  const json = result ? JSON.stringify(result.structure, null, 2) : '';
  const date = result?.structure.timestamp.slice(0, 10) ?? '';
  const collections = result
    ? Object.entries(result.structure.collections).sort(([a], [b]) => (a < b ? -1 : 1))
    : [];

  return (
    <AdminPage title={t('exporter.title')} className="exporter-page">
      <p className="admin-muted">{t('exporter.intro')}</p>
      <Banner message={message} onDismiss={() => setMessage(null)} />
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button admin-button--primary"
          disabled={busy}
          onClick={() => exporting.mutate()}
        >
          {busy ? t('exporter.exporting') : t('exporter.export')}
        </button>
        {result ? (
          <>
            <button
              type="button"
              className="admin-button"
              onClick={() => download(`firestore-structure-${date}.json`, 'application/json', json)}
            >
              {t('exporter.downloadJson')}
            </button>
            <button
              type="button"
              className="admin-button"
              onClick={() => download(`firestore-structure-${date}.md`, 'text/markdown', result.report)}
            >
              {t('exporter.downloadReport')}
            </button>
            <button type="button" className="admin-button" onClick={() => void copy(json, 'JSON')}>
              {t('exporter.copyJson')}
            </button>
            <button
              type="button"
              className="admin-button"
              onClick={() => void copy(result.report, 'Markdown')}
            >
              {t('exporter.copyReport')}
            </button>
          </>
        ) : null}
      </div>
      {result ? (
        <>
          <dl className="admin-card exporter-summary" aria-label={t('exporter.summary')}>
            <div>
              <dt>{t('exporter.collections')}</dt>
              <dd>{result.summary.totalCollections.toLocaleString(i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('exporter.documents')}</dt>
              <dd>{result.summary.totalDocuments.toLocaleString(i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('exporter.timestamp')}</dt>
              <dd dir="ltr">{new Date(result.structure.timestamp).toLocaleString(i18n.language)}</dd>
            </div>
          </dl>
          <ul className="exporter-cards">
            {collections.map(([name, collection]) => (
              <li key={name} className="admin-card exporter-card">
                <h2 className="exporter-card__title" dir="ltr">
                  {name}
                </h2>
                <p>{t('exporter.documentCount', { count: collection.documentCount })}</p>
                <p>{t('exporter.fieldCount', { count: Object.keys(collection.fields).length })}</p>
                <p>{t('exporter.subcollectionCount', { count: collection.subcollections.length })}</p>
                {collection.error ? (
                  <p role="note">{t('exporter.error', { error: collection.error })}</p>
                ) : null}
              </li>
            ))}
          </ul>
          <h2 className="exporter-preview__title">{t('exporter.preview')}</h2>
          <pre className="exporter-preview" dir="ltr" tabIndex={0} aria-label={t('exporter.preview')}>
            {json}
          </pre>
        </>
      ) : (
        <p className="admin-empty">{t('exporter.empty')}</p>
      )}
    </AdminPage>
  );
}

export { ExporterPage as Component };

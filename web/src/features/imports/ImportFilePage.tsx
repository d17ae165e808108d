import { EXPORT_LIMITS } from '@domain/exports/types';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { UploadIcon } from '@/components/icons';
import { LiveBoundary } from '@/components/LiveBoundary';
import { PageLoading } from '@/components/PageLoading';
import { SignedInPage } from '@/components/SignedInPage';
import { toApiError } from '@/platform/api';
import { FirebaseReady } from '@/platform/session';
import { uploadImportFile } from './api';
import { useLatestImport, type ImportJob } from './useLatestImport';
import './imports.css';

/** What the file picker offers (decision 0071); the server tells a file's kind by its bytes, not by this. */
const ACCEPT =
  '.zip,.paprikarecipes,application/zip,.json,application/json,application/ld+json,.html,.htm,text/html,.txt,text/plain';
const MB = 1024 * 1024;

/**
 * /import (issue 32 §2): a Mealie, Tandoor or Paprika export, a recipe's JSON-LD, a saved recipe page or a text file
 * (decision 0071) → the cook's recipes, private. The file is sent in
 * parts, the server runs the import, and the screen follows the cook's latest import live: the cook may leave and
 * come back to its progress (n of N, the current title) or its summary.
 */
export function ImportFilePage() {
  const { t } = useTranslation('imports');
  return (
    <SignedInPage id="import-file" className="file-import" title={t('title')} loading={t('loading')}>
      {(uid) => (
        <>
          <p className="file-import__intro">
            {t('intro', { max: EXPORT_LIMITS.maxRecipes, maxMb: EXPORT_LIMITS.maxFileBytes / MB })}
          </p>
          <UploadForm />
          <FirebaseReady fallback={<PageLoading label={t('loading')} />}>
            <LiveBoundary
              fallback={(_error, retry) => (
                <ErrorState title={t('errors.loadTitle')} message={t('errors.load')} onRetry={retry} />
              )}
            >
              <LatestImport uid={uid} />
            </LiveBoundary>
          </FirebaseReady>
        </>
      )}
    </SignedInPage>
  );
}

function UploadForm() {
  const { t } = useTranslation('imports');
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('errors.noFile'));
    if (file.size > EXPORT_LIMITS.maxFileBytes)
      return setError(t('errors.tooLarge', { mb: EXPORT_LIMITS.maxFileBytes / MB }));
    setError(null);
    setSent(0);
    try {
      await uploadImportFile(file, setSent);
      setFile(null);
      (event.target as HTMLFormElement).reset();
    } catch (cause) {
      setError(toApiError(cause).message || t('errors.upload'));
    } finally {
      setSent(null);
    }
  };

  return (
    <form className="file-import__form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form__field">
        <label htmlFor="import-file-input">{t('file.label')}</label>
        <input
          id="import-file-input"
          type="file"
          accept={ACCEPT}
          aria-describedby="import-file-hint"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          disabled={sent !== null}
          data-testid="import-file-input"
        />
        <p id="import-file-hint" className="form__hint">
          {t('file.hint')}
        </p>
      </div>
      {error ? (
        <p className="form__error" role="alert" data-testid="import-error">
          {error}
        </p>
      ) : null}
      {sent !== null ? (
        <div className="file-import__progress">
          <progress max={1} value={sent} aria-label={t('upload.label')} />
          <span>{t('upload.sending', { percent: Math.round(sent * 100) })}</span>
        </div>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={sent !== null}
        data-testid="import-submit"
      >
        <UploadIcon size={18} />
        <span>{t('file.submit')}</span>
      </button>
    </form>
  );
}

function LatestImport({ uid }: { uid: string }) {
  const { t } = useTranslation('imports');
  const latest = useLatestImport(uid);
  if (latest.status === 'loading') return <PageLoading label={t('loading')} />;
  const [job] = latest.data;
  if (!job) return null;
  return (
    <section
      className="file-import__job card"
      aria-labelledby="import-job-title"
      data-testid="import-job"
      data-status={job.status}
    >
      <h2 id="import-job-title">{t('job.title', { filename: job.filename })}</h2>
      {job.status === 'done' ? (
        <Summary job={job} />
      ) : job.status === 'failed' ? (
        <p className="form__error" role="alert">
          {t(`errors.file.${job.errorCode ?? 'stopped'}`, {
            max: EXPORT_LIMITS.maxRecipes,
            mb: EXPORT_LIMITS.maxFileBytes / MB,
          })}
        </p>
      ) : (
        <Progress job={job} />
      )}
    </section>
  );
}

function Progress({ job }: { job: ImportJob }) {
  const { t } = useTranslation('imports');
  const waiting = job.status === 'uploading' || job.status === 'queued' || job.total === 0;
  return (
    <div className="file-import__progress" aria-live="polite">
      <progress
        max={Math.max(job.total, 1)}
        value={waiting ? 0 : job.done}
        aria-label={t('job.progressLabel')}
        data-testid="import-progress"
      />
      <p>{waiting ? t('job.waiting') : t('job.progress', { n: job.done, count: job.total })}</p>
      {job.current ? (
        <p className="file-import__current">{t('job.current', { title: job.current })}</p>
      ) : null}
    </div>
  );
}

/** One list of the summary, in the file's order; nothing when it is empty. */
function ItemList<T extends { index: number }>(props: {
  heading: string;
  hint?: string;
  testId: string;
  items: T[];
  render: (item: T) => ReactNode;
}) {
  if (props.items.length === 0) return null;
  return (
    <>
      <h3>{props.heading}</h3>
      {props.hint ? <p className="form__hint">{props.hint}</p> : null}
      <ul className="file-import__list" data-testid={props.testId}>
        {[...props.items]
          .sort((a, b) => a.index - b.index)
          .map((item) => (
            <li key={item.index}>{props.render(item)}</li>
          ))}
      </ul>
    </>
  );
}

function Summary({ job }: { job: ImportJob }) {
  const { t } = useTranslation('imports');
  return (
    <div className="file-import__summary" data-testid="import-summary">
      <p role="status">
        {t('summary.counts', {
          imported: job.imported.length,
          skipped: job.skipped.length,
          failed: job.failed.length,
        })}
      </p>
      <ItemList
        heading={t('summary.imported', { n: job.imported.length })}
        hint={t('summary.private')}
        testId="import-imported"
        items={job.imported}
        render={(item) => (
          <>
            <Link to={`/recipe/${item.recipeId}`}>{item.title}</Link>
            {item.photoLeftOut ? (
              <span className="file-import__note"> {t('summary.photoLeftOut')}</span>
            ) : null}
          </>
        )}
      />
      <ItemList
        heading={t('summary.skipped', { n: job.skipped.length })}
        testId="import-skipped"
        items={job.skipped}
        render={(item) => (
          <>
            {item.title}: <Link to={`/recipe/${item.recipeId}`}>{t(`summary.reason.${item.reason}`)}</Link>
          </>
        )}
      />
      <ItemList
        heading={t('summary.failed', { n: job.failed.length })}
        testId="import-failed"
        items={job.failed}
        render={(item) => `${item.title}: ${item.reason}`}
      />
    </div>
  );
}

export { ImportFilePage as Component };

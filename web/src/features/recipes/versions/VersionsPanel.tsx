import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { languageOwnName } from '@domain/recipe/versionLanguages';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { TitledSection } from '@/components/TitledSection';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/platform/api';
import { signedInUid, useSession } from '@/platform/session';
import type { RecipeView } from '../api';
import { answerSuggestion, removeVersion, versionSuggestions } from './api';
import { CHOSEN_VERSION, invalidateFamily, type RecipeFamily } from './family';
import { LanguagePicker } from './LanguagePicker';
import './versions.css';

/**
 * The recipe page's language versions (issue 34, decision 0073), loaded on the page of a signed-in viewer: the cook
 * adds a version in a language the family lacks, removes one, and accepts or declines readers' suggestions; a reader
 * of someone else's public recipe suggests a translation.
 */
export default function VersionsPanel({
  recipe,
  family,
  own,
}: {
  recipe: RecipeView;
  family: RecipeFamily;
  own: boolean;
}) {
  const { t } = useTranslation('recipes');
  if (!own && recipe.visibility !== 'public') return null;
  return (
    <TitledSection
      id="versions"
      className="card recipe-versions-panel"
      titleId="recipe-versions-title"
      titleClassName="recipe-versions-panel__title"
      title={t('versions.title')}
      data-testid="recipe-versions-panel"
    >
      {own ? (
        <CookVersions family={family} recipeId={recipe.id} />
      ) : (
        <LanguagePicker
          id="suggest-version"
          recipeId={recipe.id}
          versions={family.versions}
          label={t('versions.suggestLanguage')}
          action={t('versions.suggest')}
        />
      )}
    </TitledSection>
  );
}

function CookVersions({ family, recipeId }: { family: RecipeFamily; recipeId: string }) {
  const { t } = useTranslation('recipes');
  const [removing, setRemoving] = useState<{ id: string; language: string } | null>(null);
  const others = family.versions.filter((version) => version.id !== family.key);
  return (
    <>
      <LanguagePicker
        id="add-version"
        recipeId={recipeId}
        versions={family.versions}
        label={t('versions.addLanguage')}
        action={t('versions.add')}
      />
      {others.length ? (
        <ul className="stack-list recipe-versions__list" aria-label={t('versions.list')}>
          {others.map((version) => (
            <li key={version.id} className="split-row">
              <span lang={version.language} dir={version.dir}>
                {version.name}
              </span>
              <button
                type="button"
                className="button button--small"
                data-testid={`remove-version-${version.language}`}
                onClick={() => setRemoving(version)}
              >
                {t('versions.remove', { language: version.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Suggestions family={family} />
      {removing ? (
        <RemoveVersionDialog
          version={removing}
          family={family}
          shown={recipeId}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}

function RemoveVersionDialog({
  version,
  family,
  shown,
  onClose,
}: {
  version: { id: string; language: string };
  family: RecipeFamily;
  shown: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('recipes');
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => removeVersion(version.id),
    onSuccess: async () => {
      await invalidateFamily(
        client,
        family.versions.map((member) => member.id),
      );
      toast.success(t('versions.removed'));
      onClose();
      if (version.id === shown) navigate(`/recipe/${encodeURIComponent(family.key)}`, { replace: true });
    },
  });
  return (
    <ConfirmDialog
      title={t('versions.removeTitle', { language: languageOwnName(version.language) })}
      confirmLabel={t('versions.removeConfirm')}
      cancelLabel={t('delete.cancel')}
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, t('versions.removeFailed')) : null}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    >
      <p>{t('versions.removeText')}</p>
    </ConfirmDialog>
  );
}

/** The family's suggestions waiting for the cook's answer. */
function Suggestions({ family }: { family: RecipeFamily }) {
  const { t } = useTranslation('recipes');
  const session = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const queryKey = ['version-suggestions', signedInUid(session)];
  // asked again each time the panel shows: a suggestion arrives while the cook is away from the page
  const pending = useQuery({ queryKey, queryFn: versionSuggestions, staleTime: 0 });
  const answer = useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) => answerSuggestion(id, accept),
    onSuccess: async (result) => {
      await Promise.all([
        client.invalidateQueries({ queryKey }),
        invalidateFamily(
          client,
          family.versions.map((member) => member.id),
        ),
      ]);
      toast.success(t(result.status === 'accepted' ? 'versions.accepted' : 'versions.declined'));
      if (result.versionId)
        navigate(`/recipe/${encodeURIComponent(result.versionId)}`, { state: CHOSEN_VERSION });
    },
    onError: (error) => toast.error(errorMessage(error, t('versions.answerFailed'))),
  });
  const mine = (pending.data ?? []).filter((suggestion) => suggestion.recipeId === family.key);
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby="recipe-suggestions-title" data-testid="version-suggestions">
      <h3 id="recipe-suggestions-title" className="recipe-versions-panel__subtitle">
        {t('versions.suggestions')}
      </h3>
      <ul className="stack-list">
        {mine.map((suggestion) => (
          <li key={suggestion.id} className="recipe-versions__suggestion" data-testid="version-suggestion">
            <p>
              {t('versions.suggestedBy', { language: languageOwnName(suggestion.language) })}{' '}
              <bdi>{suggestion.suggester.name}</bdi>
            </p>
            <p lang={suggestion.language} dir="auto">
              <strong>{suggestion.texts.title}</strong>
            </p>
            <div className="recipe-versions__actions">
              <button
                type="button"
                className="button button--primary button--small"
                disabled={answer.isPending}
                data-testid="suggestion-accept"
                onClick={() => answer.mutate({ id: suggestion.id, accept: true })}
              >
                {t('versions.accept')}
              </button>
              <button
                type="button"
                className="button button--small"
                disabled={answer.isPending}
                data-testid="suggestion-decline"
                onClick={() => answer.mutate({ id: suggestion.id, accept: false })}
              >
                {t('versions.decline')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

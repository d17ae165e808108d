import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FamilyLanguage } from '@domain/recipe/family';
import { CHOSEN_VERSION } from './family';

/**
 * The family's versions by their language's own name (issue 34, decision 0073), in the family's order; the shown one
 * is the current page. A link carries CHOSEN_VERSION, so the reader stays on the version they picked.
 */
export function LanguageSwitch({
  versions,
  current,
}: {
  versions: readonly FamilyLanguage[];
  current: string;
}) {
  const { t } = useTranslation('recipes');
  if (versions.length < 2) return null;
  return (
    <nav className="recipe-versions" aria-label={t('versions.switch')} data-testid="recipe-language-switch">
      <ul className="inline-list">
        {versions.map((version) => (
          <li key={version.id}>
            {version.id === current ? (
              <span
                className="badge badge--primary recipe-versions__item"
                aria-current="page"
                lang={version.language}
                dir={version.dir}
              >
                {version.name}
              </span>
            ) : (
              <Link
                to={`/recipe/${encodeURIComponent(version.id)}`}
                state={CHOSEN_VERSION}
                className="badge badge--soft recipe-versions__item"
                lang={version.language}
                hrefLang={version.language}
                dir={version.dir}
                data-testid={`recipe-version-${version.language}`}
              >
                {version.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

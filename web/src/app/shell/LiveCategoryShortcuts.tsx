import { findCategory, localizedName } from '@domain/catalog/types';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/components/catalog';
import { resolveShortcuts } from './categoryShortcuts';
import { ShellNavLink, useNavLocation } from './ShellNavLink';

/**
 * The side navigation's category shortcuts, live: each links by its name (/?category=dessert, spec 000 §2) and shows
 * its category's name in the interface language; shortcuts without a category are not shown. From the catalog
 * answer (decision 0011).
 */
export default function LiveCategoryShortcuts({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { category: current } = useNavLocation();
  const { status, data } = useCategories();
  const shortcuts = status === 'success' ? resolveShortcuts(data) : [];
  if (!shortcuts.length) return null;
  const currentId = findCategory(data ?? [], current)?.id;
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <>
      <h2 className="side-nav__heading">{t('nav.categories')}</h2>
      <ul className="stack-list stack-list--tight side-nav__list">
        {shortcuts.map(({ shortcut, category }) => {
          const name = localizedName(category, language);
          return (
            <li key={shortcut.name}>
              <ShellNavLink
                to={`/?category=${shortcut.name}`}
                className="row-button side-nav__link"
                active={currentId === category.id}
                title={collapsed ? name : undefined}
                onClick={onNavigate}
              >
                <span className="side-nav__emoji" aria-hidden="true">
                  {category.emoji || shortcut.emoji}
                </span>
                <span className="side-nav__label">{name}</span>
              </ShellNavLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}

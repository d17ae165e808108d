import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkIcon, PencilIcon, PlusIcon, UploadIcon } from '@/components/icons';
import { Menu } from '@/components/Menu';
import { loadNamespaces } from '@/platform/i18n';

// Its own chunk with its texts: nothing of it is in the home route's first JS (bundle budget, decision 0012).
const AskRecipe = lazy(async () => {
  const [module] = await Promise.all([import('@/features/links/AskRecipeEntry'), loadNamespaces('links')]);
  return module;
});

/**
 * Header "Create" dropdown: Create Recipe (→ /create-recipe), Ask for Recipe (the request-link modal) and Import a
 * file (→ /import).
 */
export function CreateMenu() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Menu
        label={t('create.menu')}
        triggerClassName="button button--primary header__button header__button--primary"
        trigger={
          <>
            <PlusIcon size={18} />
            <span className="header__button-text">{t('create.label')}</span>
          </>
        }
        items={[
          {
            key: 'create-recipe',
            label: t('create.recipe'),
            icon: <PencilIcon size={18} />,
            to: '/create-recipe',
          },
          {
            key: 'ask-for-recipe',
            label: t('create.askForRecipe'),
            icon: <LinkIcon size={18} />,
            onSelect: () => setAsking(true),
          },
          {
            key: 'import-file',
            label: t('create.importFile'),
            icon: <UploadIcon size={18} />,
            to: '/import',
          },
        ]}
      />
      {asking ? (
        <Suspense fallback={null}>
          <AskRecipe onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

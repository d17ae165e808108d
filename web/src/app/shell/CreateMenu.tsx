import { useTranslation } from 'react-i18next';
import { LinkIcon, PencilIcon, PlusIcon } from '@/components/icons';
import { Menu } from '@/components/Menu';
import { useToast } from '@/components/toast';

/** Header "Create" dropdown: Create Recipe (→ /create-recipe) and Ask for Recipe (request links, a later issue). */
export function CreateMenu() {
  const { t } = useTranslation();
  const toast = useToast();
  return (
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
          onSelect: () => toast.info(t('create.askForRecipeSoon')),
        },
      ]}
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { LocalizedNames } from './types';

/**
 * An item's English name (then a `badge`, or a `code` such as a field name), with its other names below, each in
 * its own language.
 */
export function ItemNames({
  item,
  badge,
  code,
}: {
  item: LocalizedNames;
  badge?: string | null;
  code?: string;
}) {
  return (
    <div className="admin-names">
      <span className="admin-names__main" lang="en" dir="ltr">
        {item.nameEn}
      </span>
      {badge ? <span className="badge badge--notice admin-badge">{badge}</span> : null}
      {code !== undefined ? <code className="admin-code">{code}</code> : null}
      <span className="admin-names__others">
        <span lang="he" dir="rtl">
          {item.nameHe}
        </span>
        <span lang="fr">{item.nameFr}</span>
        <span lang="it">{item.nameIt}</span>
      </span>
    </div>
  );
}

interface EditDeleteProps {
  id: string;
  /** The item's name in the interface language, for the buttons' spoken labels. */
  name: string;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's Edit and Delete buttons; Edit carries `data-edit-id` so focus can return to it. */
export function EditDeleteButtons({ id, name, disabled, onEdit, onDelete }: EditDeleteProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <button
        type="button"
        className="admin-button admin-button--small"
        data-edit-id={id}
        disabled={disabled}
        aria-label={t('catalog.editItem', { name })}
        onClick={onEdit}
      >
        {t('catalog.edit')}
      </button>
      <button
        type="button"
        className="admin-button admin-button--small admin-button--danger-outline"
        disabled={disabled}
        aria-label={t('catalog.deleteItem', { name })}
        onClick={onDelete}
      >
        {t('catalog.delete')}
      </button>
    </>
  );
}

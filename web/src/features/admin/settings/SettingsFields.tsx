import { useTranslation } from 'react-i18next';
import { InputField, ToggleField } from '@/components/form';
import { settingsNote } from './reach';

type Path = readonly (string | number)[];
type Change = (path: Path, value: unknown) => void;

/** A settings value's key, `<category>_<key>_<key>` (flat, so a group and its fields can both have one). */
const flatKey = (path: Path) => path.filter((part) => typeof part === 'string').join('_');
/** Its label: `fields.<flat key>`. */
const labelKey = (path: Path) => `fields.${flatKey(path)}`;

/** What the screen says beside a setting the product does not act on as its name says (decision 0036). */
function useNote(path: Path): string | undefined {
  const { t } = useTranslation('adminSettings');
  const note = settingsNote(flatKey(path));
  return note ? t(`notes.${note}`) : undefined;
}

function GroupNote({ note }: { note: string | undefined }) {
  return note ? (
    <p className="settings-group__note" data-testid="settings-note">
      {note}
    </p>
  ) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One settings category drawn from its value: numbers as number inputs, flags as switches, texts as text inputs,
 * objects as labelled groups, and the supported lists (languages, creation methods, sharing platforms) as read-only
 * lists whose switches (enabled, analytics) are the only thing to change (002 §2: "read-only lists").
 */
export function SettingsFields({ path, value, onChange }: { path: Path; value: unknown; onChange: Change }) {
  const { t } = useTranslation('adminSettings');
  const label = path.length > 1 ? t(labelKey(path)) : '';
  const note = useNote(path);
  if (typeof value === 'boolean')
    return (
      <ToggleField
        label={label}
        hint={note}
        checked={value}
        onCheckedChange={(next) => onChange(path, next)}
      />
    );
  if (typeof value === 'number')
    return (
      <InputField
        label={label}
        hint={note}
        type="number"
        inputMode="numeric"
        value={Number.isNaN(value) ? '' : String(value)}
        onChange={(event) =>
          onChange(path, event.target.value === '' ? Number.NaN : Number(event.target.value))
        }
      />
    );
  if (typeof value === 'string') {
    const readOnly = path.at(-1) === 'default';
    return (
      <InputField
        label={label}
        hint={note}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(path, event.target.value)}
      />
    );
  }
  if (Array.isArray(value)) return <SupportedList path={path} items={value} onChange={onChange} />;
  if (!isRecord(value)) return null;
  const children = Object.entries(value).map(([key, child]) => (
    <SettingsFields key={key} path={[...path, key]} value={child} onChange={onChange} />
  ));
  if (path.length === 1) return <div className="settings-fields">{children}</div>;
  return (
    <fieldset className="settings-group">
      <legend className="settings-group__legend">{label}</legend>
      <GroupNote note={note} />
      <div className="settings-group__fields">{children}</div>
    </fieldset>
  );
}

function SupportedList({ path, items, onChange }: { path: Path; items: unknown[]; onChange: Change }) {
  const { t, i18n } = useTranslation('adminSettings');
  const hebrew = (i18n.resolvedLanguage ?? 'en') === 'he';
  const note = useNote(path);
  return (
    <fieldset className="settings-group">
      <legend className="settings-group__legend">{t(labelKey(path))}</legend>
      <GroupNote note={note} />
      <ul className="settings-list">
        {items.filter(isRecord).map((item, index) => {
          const name = String((hebrew ? item.nameHe : item.nameEn) ?? item.name ?? item.code ?? item.id);
          return (
            <li key={String(item.id ?? item.code ?? index)} className="settings-list__item">
              <span className="settings-list__name">
                {typeof item.icon === 'string' ? <span aria-hidden="true">{item.icon} </span> : null}
                {name}
                {typeof item.code === 'string' ? <span className="admin-muted"> ({item.code})</span> : null}
              </span>
              {item.rtl === true ? <span className="badge">{t('list.rtl')}</span> : null}
              {item.primary === true ? <span className="badge">{t('list.primary')}</span> : null}
              {(['enabled', 'analytics'] as const).map((flag) =>
                typeof item[flag] === 'boolean' ? (
                  <ToggleField
                    key={flag}
                    label={t(`list.${flag}`, { name })}
                    checked={item[flag]}
                    onCheckedChange={(next) => onChange([...path, index, flag], next)}
                  />
                ) : null,
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

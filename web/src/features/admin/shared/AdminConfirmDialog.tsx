import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';

type Props = Omit<Parameters<typeof ConfirmDialog>[0], 'variant' | 'cancelLabel' | 'children'> & {
  /** The one paragraph under the title: what confirming does. */
  body: string;
};

/** The console's confirmation (002): ConfirmDialog in the admin look, with the console's Cancel and a one-line body. */
export function AdminConfirmDialog({ body, ...props }: Props) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog variant="admin" cancelLabel={t('cancel')} {...props}>
      <p>{body}</p>
    </ConfirmDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import CommentsPage from '../operations/CommentsPage';
import { BannedUsersPage } from './BannedUsersPage';
import '../recipes/adminRecipes.css';

const TABS = ['comments', 'banned'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/comments (spec 002 §2 "Comment Management"): the Comments and Banned Users tabs, the tab in the address
 * (?tab=banned) so it survives a reload and can be linked to (a comment's "Ban author" opens it prefilled).
 */
export default function ModerationPage() {
  const { t } = useTranslation('adminRecipes');
  const [params] = useSearchParams();
  const tab: Tab = params.get('tab') === 'banned' ? 'banned' : 'comments';
  const tabs = (
    <nav className="admin-tabs" aria-label={t('moderation.tabs')}>
      {TABS.map((name) => (
        <Link
          key={name}
          className="admin-tabs__tab"
          to={name === 'banned' ? '?tab=banned' : '?'}
          aria-current={name === tab ? 'page' : undefined}
        >
          {t(`moderation.${name}`)}
        </Link>
      ))}
    </nav>
  );
  return tab === 'banned' ? (
    <BannedUsersPage tabs={tabs} prefill={params.get('ban') ?? ''} />
  ) : (
    <CommentsPage tabs={tabs} />
  );
}

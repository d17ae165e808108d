import { CategoryName } from '@/features/categories/CategoryName';
import { CategoryPills } from '@/features/categories/CategoryPills';
import { HomePage } from '@/features/home/HomePage';

/**
 * / : the home page with the category pills bar in its slot. The pills render from the catalog answer and
 * attach the live version watch after the page has loaded (decision 0011).
 */
export function Component() {
  return <HomePage categoryName={(id) => <CategoryName id={id} />} pills={<CategoryPills />} />;
}

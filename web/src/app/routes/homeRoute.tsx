import { CategoryName } from '@/features/categories/CategoryName';
import { CategoryPills } from '@/features/categories/CategoryPills';
import { HomePage } from '@/features/home/HomePage';
import { FirebaseReady } from '@/platform/session';

/**
 * / : the home page with the category pills bar in its slot. The pills read Firestore live, so they sit in
 * <FirebaseReady>: their skeleton until Firebase has loaded, then inside reactfire's providers.
 */
export function Component() {
  return (
    <HomePage
      categoryName={(id) => <CategoryName id={id} />}
      pills={
        <FirebaseReady fallback={<CategoryPills />}>
          <CategoryPills />
        </FirebaseReady>
      }
    />
  );
}

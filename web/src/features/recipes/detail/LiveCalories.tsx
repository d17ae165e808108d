import { doc, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { CaloriesText, type CaloriesFields, type CaloriesProps } from './CaloriesText';

/** The recipe document watched live until the calorie job has written; its own chunk (Firestore SDK). */
export default function LiveCalories({ recipeId, initial, servings }: CaloriesProps) {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, 'recipes', recipeId) as DocumentReference<CaloriesFields>,
    [firestore, recipeId],
  );
  const { data } = useFirestoreDocData<CaloriesFields>(ref, { suspense: false });
  return <CaloriesText fields={data ?? initial} servings={servings} />;
}

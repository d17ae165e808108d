/**
 * The default categories and dietary options (spec 000 §3, 002 §9 "Default seed data"), with stable ids so that
 * seeding is idempotent and links such as /?category=main-courses work on every install. Lunch and Dinner are ours,
 * beyond the spec's ten: the side navigation's five shortcuts (000 §2) need a category each (decision 0031).
 */
import type { LocalizedNames } from '../domain/catalog';

export interface DefaultCategory extends LocalizedNames {
  id: string;
  emoji: string;
  isPrimary: boolean;
}

export interface DefaultDietaryOption extends LocalizedNames {
  id: string;
  fieldName: string;
  order: number;
}

export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  {
    id: 'appetizers',
    nameEn: 'Appetizers',
    nameHe: 'מתאבנים',
    nameFr: 'Entrées',
    nameIt: 'Antipasti',
    emoji: '🥟',
    isPrimary: false,
  },
  {
    id: 'main-courses',
    nameEn: 'Main Courses',
    nameHe: 'מנות עיקריות',
    nameFr: 'Plats principaux',
    nameIt: 'Piatti principali',
    emoji: '🍛',
    isPrimary: true,
  },
  {
    id: 'desserts',
    nameEn: 'Desserts',
    nameHe: 'קינוחים',
    nameFr: 'Desserts',
    nameIt: 'Dolci',
    emoji: '🍰',
    isPrimary: false,
  },
  {
    id: 'salads',
    nameEn: 'Salads',
    nameHe: 'סלטים',
    nameFr: 'Salades',
    nameIt: 'Insalate',
    emoji: '🥗',
    isPrimary: false,
  },
  {
    id: 'soups',
    nameEn: 'Soups',
    nameHe: 'מרקים',
    nameFr: 'Soupes',
    nameIt: 'Zuppe',
    emoji: '🍲',
    isPrimary: false,
  },
  {
    id: 'breakfast',
    nameEn: 'Breakfast',
    nameHe: 'ארוחת בוקר',
    nameFr: 'Petit-déjeuner',
    nameIt: 'Colazione',
    emoji: '🍳',
    isPrimary: false,
  },
  {
    id: 'lunch',
    nameEn: 'Lunch',
    nameHe: 'ארוחת צהריים',
    nameFr: 'Déjeuner',
    nameIt: 'Pranzo',
    emoji: '🥪',
    isPrimary: false,
  },
  {
    id: 'dinner',
    nameEn: 'Dinner',
    nameHe: 'ארוחת ערב',
    nameFr: 'Dîner',
    nameIt: 'Cena',
    emoji: '🍽️',
    isPrimary: false,
  },
  {
    id: 'beverages',
    nameEn: 'Beverages',
    nameHe: 'משקאות',
    nameFr: 'Boissons',
    nameIt: 'Bevande',
    emoji: '🥤',
    isPrimary: false,
  },
  {
    id: 'snacks',
    nameEn: 'Snacks',
    nameHe: 'חטיפים',
    nameFr: 'En-cas',
    nameIt: 'Spuntini',
    emoji: '🍿',
    isPrimary: false,
  },
  {
    id: 'vegetarian',
    nameEn: 'Vegetarian',
    nameHe: 'צמחוני',
    nameFr: 'Végétarien',
    nameIt: 'Vegetariano',
    emoji: '🥦',
    isPrimary: false,
  },
  {
    id: 'vegan',
    nameEn: 'Vegan',
    nameHe: 'טבעוני',
    nameFr: 'Végan',
    nameIt: 'Vegano',
    emoji: '🌱',
    isPrimary: false,
  },
];

export const DEFAULT_DIETARY_OPTIONS: readonly DefaultDietaryOption[] = [
  {
    id: 'kosher',
    nameEn: 'Kosher',
    nameHe: 'כשר',
    nameFr: 'Casher',
    nameIt: 'Kosher',
    fieldName: 'isKosher',
    order: 1,
  },
  {
    id: 'vegan',
    nameEn: 'Vegan',
    nameHe: 'טבעוני',
    nameFr: 'Végan',
    nameIt: 'Vegano',
    fieldName: 'isVegan',
    order: 2,
  },
  {
    id: 'vegetarian',
    nameEn: 'Vegetarian',
    nameHe: 'צמחוני',
    nameFr: 'Végétarien',
    nameIt: 'Vegetariano',
    fieldName: 'isVegetarian',
    order: 3,
  },
  {
    id: 'gluten-free',
    nameEn: 'Gluten-Free',
    nameHe: 'ללא גלוטן',
    nameFr: 'Sans gluten',
    nameIt: 'Senza glutine',
    fieldName: 'isGlutenFree',
    order: 4,
  },
];

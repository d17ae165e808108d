/**
 * Matkon's built-in content pages (spec 002 §9 "Content"): the seed writes them to content/{type}_{lang},
 * and the web shows them when the stored text is missing or cannot be loaded. The text is markdown-like
 * (#, ##, ### headings, **bold**, *italic*, dash lists, paragraphs); the title is shown above it.
 * The contact addresses are placeholders for the operator to edit in the Content Editor.
 */
import type { ContentLanguage, ContentType } from './pages';

export interface ContentText {
  title: string;
  content: string;
}

const en: Record<ContentType, ContentText> = {
  terms_of_use: {
    title: 'Terms of Use',
    content: `Welcome to Matkon. By creating an account or using Matkon you agree to these terms.

## Who can use Matkon
- You must be at least 13 years old to create an account.
- You are responsible for keeping your password safe and for everything done with your account.

## Your recipes
- You keep ownership of the recipes, photos and comments you share. By posting them you allow Matkon to host, display and share them within the service, according to the visibility you choose (public, followers only or private).
- Share only content you have the right to share. Recipe photos should show food, not people.

## Community rules
- Be respectful: no harassment, hate, spam or misleading content.
- We may hide or remove content, and suspend accounts, that break these rules.

## Health and safety
Recipes, nutrition estimates and dietary labels come from the community and from automated tools. They are **not** medical advice: always check the ingredients against your allergies and dietary needs.

## Changes to these terms
We may update these terms. We will tell you in the app about important changes; using Matkon after a change means you accept the updated terms.`,
  },
  privacy_policy: {
    title: 'Privacy Policy',
    content: `This policy explains what Matkon collects, why, and the choices you have.

## What we collect
- **Account details:** your email address, display name and username, and, if you add them, a photo, bio, location and social links.
- **Your content:** recipes, photos, ratings, favorites, collections, comments and follows.
- **Usage data:** recipe views, searches, shares and language preferences, used to improve feeds, search and recommendations.

## How we use it
- To run the service: your recipes, feeds, notifications and recommendations.
- To keep Matkon safe: automated checks against spam and abuse.
- To understand, in aggregate, how Matkon is used.

We do not sell your personal information.

## Who sees what
Public recipes are visible to everyone, followers-only recipes to your followers, and private recipes only to you. Your email address is never shown to other users.

## Your choices
- Edit your profile, language and notification settings at any time.
- Delete your recipes and comments whenever you wish.
- Ask us to delete your account and its data through the contact page.

## Service providers
We rely on trusted providers for hosting, databases, image storage and security checks. They process data only to provide their services to Matkon.`,
  },
  about_us: {
    title: 'About Matkon',
    content: `Matkon means *recipe* in Hebrew. It is a home for home cooks: a place to keep the dishes you love, discover new ones and cook together with people who share your taste.

## What you can do
- Create recipes by hand, from a YouTube video, or from just a title with the help of AI.
- Browse by category and by dietary needs: kosher, vegan, vegetarian, gluten-free and more.
- Save favorites into collections, rate the dishes you cooked and follow the cooks you like.
- Read and share recipes in English, Hebrew, French and Italian.

## Our promise
Good food is better shared. We keep Matkon simple, respectful and about cooking.`,
  },
  contact_info: {
    title: 'Contact Us',
    content: `We would love to hear from you: questions, ideas, bug reports, or the recipe that made your day.

## How to reach us
- **Email:** support@matkon.app
- **Reporting a recipe or comment:** use the report button on its page, or email us a link to it.
- **Privacy requests:** write to us from the email address of your account so we can confirm it is you.

We answer most messages within a few working days.`,
  },
  user_verification: {
    title: 'User Verification',
    content: `A verified mark tells readers that a profile really belongs to the cook or creator it represents.

## Who can apply
- Active creators who regularly share original recipes.
- Chefs, food writers, restaurants and culinary brands.

## How to apply
- Complete your profile: display name, photo and a short bio.
- Email support@matkon.app from your account's address, with a link to your profile and to public pages that show who you are.

## What happens next
Our team reviews every request **within 7 days** and lets you know by email whether your profile was verified. Verification may be removed if a profile no longer meets these guidelines.`,
  },
};

const he: Record<ContentType, ContentText> = {
  terms_of_use: {
    title: 'תנאי שימוש',
    content: `ברוכים הבאים למתכון. ביצירת חשבון או בשימוש במתכון אתם מסכימים לתנאים אלה.

## מי יכול להשתמש במתכון
- עליכם להיות בני 13 לפחות כדי ליצור חשבון.
- אתם אחראים לשמירה על סודיות הסיסמה שלכם ולכל פעולה שנעשית בחשבונכם.

## המתכונים שלכם
- המתכונים, התמונות והתגובות שאתם משתפים נשארים בבעלותכם. בפרסומם אתם מתירים למתכון לאחסן, להציג ולשתף אותם בשירות, בהתאם לנראות שבחרתם (ציבורי, עוקבים בלבד או פרטי).
- שתפו רק תוכן שיש לכם זכות לשתף. תמונות המתכונים צריכות להציג אוכל, לא אנשים.

## כללי הקהילה
- שמרו על כבוד הדדי: אין מקום להטרדה, לשנאה, לספאם או לתוכן מטעה.
- אנו רשאים להסתיר או להסיר תוכן, ולהשעות חשבונות, שמפרים כללים אלה.

## בריאות ובטיחות
מתכונים, הערכות תזונתיות ותוויות תזונה מגיעים מהקהילה ומכלים אוטומטיים. הם **אינם** ייעוץ רפואי: בדקו תמיד את הרכיבים מול האלרגיות והצרכים התזונתיים שלכם.

## שינויים בתנאים
אנו עשויים לעדכן תנאים אלה. על שינויים מהותיים נודיע באפליקציה; המשך השימוש במתכון לאחר שינוי מהווה הסכמה לתנאים המעודכנים.`,
  },
  privacy_policy: {
    title: 'מדיניות פרטיות',
    content: `מדיניות זו מסבירה אילו נתונים מתכון אוסף, לשם מה, ואילו אפשרויות עומדות לרשותכם.

## מה אנחנו אוספים
- **פרטי חשבון:** כתובת הדוא"ל, השם המוצג ושם המשתמש, ואם הוספתם, גם תמונה, תיאור, מיקום וקישורים לרשתות חברתיות.
- **התוכן שלכם:** מתכונים, תמונות, דירוגים, מועדפים, אוספים, תגובות ומעקבים.
- **נתוני שימוש:** צפיות במתכונים, חיפושים, שיתופים והעדפות שפה, המשמשים לשיפור הפיד, החיפוש וההמלצות.

## כיצד אנו משתמשים בנתונים
- להפעלת השירות: המתכונים, הפיד, ההתראות וההמלצות שלכם.
- לשמירה על בטיחות מתכון: בדיקות אוטומטיות נגד ספאם ושימוש לרעה.
- להבנה, ברמה מצטברת, של אופן השימוש במתכון.

איננו מוכרים את המידע האישי שלכם.

## מי רואה מה
מתכונים ציבוריים גלויים לכולם, מתכונים לעוקבים בלבד גלויים לעוקבים שלכם, ומתכונים פרטיים גלויים רק לכם. כתובת הדוא"ל שלכם לעולם אינה מוצגת למשתמשים אחרים.

## האפשרויות שלכם
- לערוך בכל עת את הפרופיל, השפה והגדרות ההתראות.
- למחוק מתכונים ותגובות מתי שתרצו.
- לבקש את מחיקת החשבון והנתונים שלו דרך עמוד יצירת הקשר.

## ספקי שירות
אנו נעזרים בספקים מהימנים לאירוח, למסדי נתונים, לאחסון תמונות ולבדיקות אבטחה. הם מעבדים נתונים רק כדי לספק את שירותיהם למתכון.`,
  },
  about_us: {
    title: 'אודות מתכון',
    content: `מתכון הוא בית לבשלנים ביתיים: מקום לשמור בו את המנות שאתם אוהבים, לגלות מנות חדשות ולבשל יחד עם אנשים שחולקים את הטעם שלכם.

## מה אפשר לעשות
- ליצור מתכונים ידנית, מסרטון יוטיוב, או מכותרת בלבד בעזרת בינה מלאכותית.
- לדפדף לפי קטגוריות ולפי צרכים תזונתיים: כשר, טבעוני, צמחוני, ללא גלוטן ועוד.
- לשמור מועדפים באוספים, לדרג מנות שבישלתם ולעקוב אחרי הבשלנים שאתם אוהבים.
- לקרוא ולשתף מתכונים בעברית, באנגלית, בצרפתית ובאיטלקית.

## ההבטחה שלנו
אוכל טוב טעים יותר כשחולקים אותו. אנחנו שומרים על מתכון פשוט, מכבד וממוקד בבישול.`,
  },
  contact_info: {
    title: 'צור קשר',
    content: `נשמח לשמוע מכם: שאלות, רעיונות, דיווחי תקלות, או המתכון ששימח לכם את היום.

## איך פונים אלינו
- **דוא"ל:** support@matkon.app
- **דיווח על מתכון או תגובה:** השתמשו בכפתור הדיווח שבעמוד שלהם, או שלחו לנו קישור בדוא"ל.
- **בקשות פרטיות:** כתבו לנו מכתובת הדוא"ל של החשבון, כדי שנוכל לוודא שזה אתם.

אנו עונים לרוב הפניות בתוך ימי עבודה ספורים.`,
  },
  user_verification: {
    title: 'אימות משתמשים',
    content: `סימן האימות מראה לקוראים שהפרופיל באמת שייך לבשלן או ליוצר שהוא מייצג.

## מי יכול להגיש בקשה
- יוצרים פעילים שמשתפים מתכונים מקוריים באופן קבוע.
- שפים, כותבי אוכל, מסעדות ומותגים קולינריים.

## איך מגישים בקשה
- השלימו את הפרופיל: שם מוצג, תמונה ותיאור קצר.
- שלחו דוא"ל אל support@matkon.app מהכתובת של החשבון, עם קישור לפרופיל ולעמודים ציבוריים שמראים מי אתם.

## מה קורה אחר כך
הצוות שלנו בודק כל בקשה **תוך 7 ימים** ומודיע לכם בדוא"ל אם הפרופיל אומת. האימות עשוי להיות מוסר אם הפרופיל כבר אינו עומד בהנחיות אלה.`,
  },
};

export const DEFAULT_CONTENT: Record<ContentLanguage, Record<ContentType, ContentText>> = { en, he };

export function defaultContent(type: ContentType, language: ContentLanguage): ContentText {
  return DEFAULT_CONTENT[language][type];
}

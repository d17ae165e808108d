/**
 * The digest mail's words in every enabled language (the server writes the mail, so its texts live here, not in
 * web/src/locales). {name}, {title}, {count} are filled in, escaped for the HTML part.
 */
import type { DigestSection, DigestType } from '../domain/notifications';

export interface DigestTexts {
  subject: string;
  greeting: string;
  intro: string;
  sections: Record<DigestSection['section'], string>;
  lines: Record<DigestType, string>;
  more: string;
  open: string;
  why: string;
  unsubscribe: string;
}

export const DIGEST_TEXTS: Record<'en' | 'he' | 'fr' | 'it', DigestTexts> = {
  en: {
    subject: 'Your day on Matkon: {count} new',
    greeting: 'Hello {name},',
    intro: 'Here is what happened since your last update.',
    sections: {
      followers: 'New followers',
      comments: 'Comments and replies',
      shared: 'Recipes you received',
    },
    lines: {
      new_follower: '{name} started following you',
      comment_on_recipe: '{name} commented on your recipe “{title}”',
      reply_to_comment: '{name} replied to your comment on “{title}”',
      reply_on_recipe: '{name} replied to a comment on your recipe “{title}”',
      shared_recipe_completed: '{name} filled in your recipe request “{title}”',
    },
    more: 'and {count} more',
    open: 'Open Matkon',
    why: 'You get this daily e-mail because e-mail notifications are on in your profile.',
    unsubscribe: 'Unsubscribe from these e-mails',
  },
  he: {
    subject: 'היום שלך במתכון: {count} חדשים',
    greeting: 'שלום {name},',
    intro: 'הנה מה שקרה מאז העדכון האחרון.',
    sections: { followers: 'עוקבים חדשים', comments: 'תגובות ותשובות', shared: 'מתכונים שקיבלת' },
    lines: {
      new_follower: '{name} התחיל/ה לעקוב אחריך',
      comment_on_recipe: '{name} הגיב/ה על המתכון שלך „{title}”',
      reply_to_comment: '{name} השיב/ה לתגובה שלך על „{title}”',
      reply_on_recipe: '{name} השיב/ה לתגובה על המתכון שלך „{title}”',
      shared_recipe_completed: '{name} מילא/ה את בקשת המתכון שלך „{title}”',
    },
    more: 'ועוד {count}',
    open: 'לפתיחת מתכון',
    why: 'הודעה יומית זו נשלחת אליך כי התראות בדוא״ל מופעלות בפרופיל שלך.',
    unsubscribe: 'הפסקת ההרשמה להודעות אלה',
  },
  fr: {
    subject: 'Votre journée sur Matkon : {count} nouveautés',
    greeting: 'Bonjour {name},',
    intro: 'Voici ce qui s’est passé depuis votre dernier résumé.',
    sections: {
      followers: 'Nouveaux abonnés',
      comments: 'Commentaires et réponses',
      shared: 'Recettes reçues',
    },
    lines: {
      new_follower: '{name} a commencé à vous suivre',
      comment_on_recipe: '{name} a commenté votre recette « {title} »',
      reply_to_comment: '{name} a répondu à votre commentaire sur « {title} »',
      reply_on_recipe: '{name} a répondu à un commentaire sur votre recette « {title} »',
      shared_recipe_completed: '{name} a rempli votre demande de recette « {title} »',
    },
    more: 'et {count} de plus',
    open: 'Ouvrir Matkon',
    why: 'Vous recevez ce courriel quotidien car les notifications par e-mail sont activées dans votre profil.',
    unsubscribe: 'Se désabonner de ces courriels',
  },
  it: {
    subject: 'La tua giornata su Matkon: {count} novità',
    greeting: 'Ciao {name},',
    intro: 'Ecco cosa è successo dal tuo ultimo riepilogo.',
    sections: { followers: 'Nuovi follower', comments: 'Commenti e risposte', shared: 'Ricette ricevute' },
    lines: {
      new_follower: '{name} ha iniziato a seguirti',
      comment_on_recipe: '{name} ha commentato la tua ricetta «{title}»',
      reply_to_comment: '{name} ha risposto al tuo commento su «{title}»',
      reply_on_recipe: '{name} ha risposto a un commento sulla tua ricetta «{title}»',
      shared_recipe_completed: '{name} ha compilato la tua richiesta di ricetta «{title}»',
    },
    more: 'e altri {count}',
    open: 'Apri Matkon',
    why: 'Ricevi questa e-mail giornaliera perché le notifiche via e-mail sono attive nel tuo profilo.',
    unsubscribe: 'Annulla l’iscrizione a queste e-mail',
  },
};

export function digestTextsFor(language: unknown): DigestTexts {
  return DIGEST_TEXTS[(language as keyof typeof DIGEST_TEXTS) in DIGEST_TEXTS ? (language as 'en') : 'en'];
}

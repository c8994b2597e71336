import type { OtherLocale } from '../../shared/languages';

/**
 * One term per concept per language. Every text whose English names the concept uses the language's term, and
 * the term is not borrowed for another concept (tests/unit/i18nGlossary.test.ts holds the catalogues to it).
 * Patterns match any form of the word (singular, plural, capitalised).
 */
export interface GlossaryEntry {
    /** The concept as the English texts name it. */
    en: RegExp;
    /** English words the term may also stand for (e.g. "active" beside "activity"); defaults to `en`. */
    alsoFor?: RegExp;
    terms: Record<OtherLocale, RegExp>;
}

export const GLOSSARY: Readonly<Record<string, GlossaryEntry>> = {
    /** A coach, mentor or tutor on the platform (the "Coach" role): Spanish keeps the English word everywhere. */
    coach: {
        en: /\bcoach(es)?\b/i,
        terms: { zh: /教练/, es: /\bcoach(es)?\b/i, fr: /\bcoachs?\b/i, it: /\bcoach\b/i },
    },
    /** A student of the platform; a "University student" (a kind of account holder) is French "étudiant". */
    student: {
        en: /\b(?<!university )students?\b/i,
        alsoFor: /\bstudents?\b/i,
        terms: { zh: /学生/, es: /estudiante/i, fr: /élève/i, it: /student/i },
    },
    /** A task: the to-do's and the scrum board's items, a task type. Italian "attività" is activity only. */
    task: { en: /task/i, alsoFor: /task|to-do/i, terms: { zh: /任务/, es: /tarea/i, fr: /tâche/i, it: /compit/i } },
    /** What a student or an account did: the activity logs, "Last active". Not an event, not a task. */
    activity: {
        en: /\bactivity log\b|\bstudent activity\b/i,
        alsoFor: /\bactiv(e|ity|ities)\b/i,
        terms: { zh: /动态/, es: /actividad/i, fr: /activité/i, it: /attivit/i },
    },
    /**
     * A calendar event (the Events screen, the calendar demo). In Chinese 活动 is also the natural word for the
     * pursuits of "Subject / Activity" (科目 / 活动), so that title may use it.
     */
    event: {
        en: /\bevents?\b/i,
        alsoFor: /\bevents?\b|^Subject \/ Activity$/i,
        terms: { zh: /活动/, es: /evento/i, fr: /événement/i, it: /event[oi]/i },
    },
    folder: {
        en: /\b(sub)?folders?\b/i,
        terms: { zh: /文件夹/, es: /carpeta/i, fr: /dossier/i, it: /cartell/i },
    },
};

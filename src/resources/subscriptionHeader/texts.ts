import type { FolderTexts } from '../../shared/entities/entityParts';

/** Its texts in the other languages, keyed by their English (the catalogues in src/i18n keep the shared ones). */
export const texts: FolderTexts = {
    zh: {
        'Add Subscription Title': '添加订阅标题',
        'Edit Subscription Title': '编辑订阅标题',
        'Subscription title': '订阅标题',
        'Subscription Title': '订阅标题',
        'subscription titles': '订阅标题',
    },
    es: {
        'Add Subscription Title': 'Añadir título de suscripción',
        'Edit Subscription Title': 'Editar título de suscripción',
        'Subscription title': 'Título de la suscripción',
        'Subscription Title': 'Título de suscripción',
        'subscription titles': 'títulos de suscripción',
    },
    fr: {
        'Add Subscription Title': "Ajouter un titre d'abonnement",
        'Edit Subscription Title': "Modifier le titre d'abonnement",
        'Subscription title': "Titre de l'abonnement",
        'Subscription Title': "Titre d'abonnement",
        'subscription titles': "titres d'abonnement",
    },
    it: {
        'Add Subscription Title': 'Aggiungi titolo abbonamento',
        'Edit Subscription Title': 'Modifica titolo abbonamento',
        'Subscription title': 'Titolo abbonamento',
        'Subscription Title': 'Titolo abbonamento',
        'subscription titles': 'titoli di abbonamento',
    },
    messages: {
        zh: { menu: { subscription_header: '订阅标题' } },
        es: { menu: { subscription_header: 'Título de suscripción' } },
        fr: { menu: { subscription_header: "Titre d'abonnement" } },
        it: { menu: { subscription_header: 'Titolo abbonamento' } },
    },
};

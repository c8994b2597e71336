import type { FolderTexts } from '../../shared/entities/entityParts';

/** Its texts in the other languages, keyed by their English (the catalogues in src/i18n keep the shared ones). */
export const texts: FolderTexts = {
    zh: {
        'End Date': '结束日期',
        Invoice: '发票',
        'Payment Type': '付款方式',
        Reason: '原因',
        'Start Date': '开始日期',
        'Subscription History': '订阅历史',
        Type: '类型',
    },
    es: {
        'End Date': 'Fecha de fin',
        Invoice: 'Factura',
        'Payment Type': 'Tipo de pago',
        Reason: 'Motivo',
        'Start Date': 'Fecha de inicio',
        'Subscription History': 'Historial de suscripciones',
        Type: 'Tipo',
    },
    fr: {
        'End Date': 'Date de fin',
        Invoice: 'Facture',
        'Payment Type': 'Type de paiement',
        Reason: 'Motif',
        'Start Date': 'Date de début',
        'Subscription History': 'Historique des abonnements',
        Type: 'Type',
    },
    it: {
        'End Date': 'Data di fine',
        Invoice: 'Fattura',
        'Payment Type': 'Tipo di pagamento',
        Reason: 'Motivo',
        'Start Date': 'Data di inizio',
        'Subscription History': 'Storico abbonamenti',
        Type: 'Tipo',
    },
    messages: {
        zh: {
            menu: { subscription_history: '订阅历史' },
            history: { download_invoice: '下载发票', no_invoice: '无发票' },
        },
        es: {
            menu: { subscription_history: 'Historial de suscripciones' },
            history: { download_invoice: 'Descargar factura', no_invoice: 'Sin factura' },
        },
        fr: {
            menu: { subscription_history: 'Historique des abonnements' },
            history: { download_invoice: 'Télécharger la facture', no_invoice: 'Pas de facture' },
        },
        it: {
            menu: { subscription_history: 'Storico abbonamenti' },
            history: { download_invoice: 'Scarica fattura', no_invoice: 'Nessuna fattura' },
        },
    },
};

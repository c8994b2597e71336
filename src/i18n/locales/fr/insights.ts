/** The Insights screen in French, keyed as ../../en/insights.ts. */
export const insights = {
    title: 'Indicateurs',
    period: {
        label: 'Période',
        last30days: '30 derniers jours',
        last3months: '3 derniers mois',
        last12months: '12 derniers mois',
        custom: 'Plage personnalisée',
        from: 'Du',
        to: 'Au',
        apply: 'Appliquer',
        invalid: 'Choisissez un premier jour antérieur ou égal au dernier, à deux ans d’écart au plus.',
        pending: 'Pas encore appliqué : les chiffres sont encore ceux de « %{period} ».',
        shown: 'Du %{from} au %{to}, comparé au %{previousFrom} – %{previousTo}',
    },
    previous: 'Période précédente : %{value}',
    to_date: 'À ce jour, quelle que soit la période',
    view_chart: 'Graphique',
    view_table: 'Tableau',
    view: 'Afficher en',
    csv: 'Télécharger le CSV',
    load_failed: 'Ces chiffres n’ont pas pu être chargés.',
    retry: 'Réessayer',
    how_computed: 'Comment ces chiffres sont calculés',
    empty: 'Rien à afficher pour cette période.',
    columns: { week: 'Semaine du', month: 'Mois du', category: 'Nom' },
    panels: { subscriptions: 'Abonnements', people: 'Personnes', coupons: 'Codes promo', library: 'Bibliothèque' },
    figures: {
        new: 'Nouveaux abonnements',
        ended: 'Abonnements terminés',
        activeAtEnd: 'Actifs en fin de période',
        revenue: 'Chiffre d’affaires',
        mrr: 'Revenu mensuel récurrent',
        mrrChange: 'Évolution du revenu récurrent',
        churnRate: 'Taux d’attrition',
        activeCoaches: 'Coachs actifs',
        activeStudents: 'Élèves actifs',
        newCoaches: 'Nouveaux coachs',
        newStudents: 'Nouveaux élèves',
        redemptions: 'Utilisations',
        discount: 'Remise accordée',
        expiringSoon: 'Codes expirant sous 14 jours',
        added_coach: 'Ressources des coachs ajoutées',
        added_student: 'Ressources des élèves ajoutées',
        added_tbp: 'Ressources TBP ajoutées',
        downloads_blocked: 'Téléchargements bloqués',
        downloads_open: 'Téléchargements ouverts',
    },
    captions: {
        subscriptions:
            'D’après l’historique des abonnements. Nouveaux : abonnements qui commencent dans la période ; terminés : ceux dont la date de fin y tombe ; actifs : ceux en cours le dernier jour. Le chiffre d’affaires additionne les prix facturés dans la période, les essais gratuits ne facturant rien. Le revenu mensuel récurrent additionne, sur les abonnements payants en cours le dernier jour, le prix divisé par le nombre de mois couverts ; son évolution se mesure par rapport au premier jour. Attrition : la part des abonnés ayant un abonnement le premier jour qui n’en ont plus aucun le dernier.',
        people: 'D’après les listes des coachs et des élèves. Actifs : comptes créés avant la fin de la période et activés aujourd’hui (les listes ne datent pas le statut). Nouveaux : comptes créés dans la période.',
        coupons:
            'D’après la liste des codes promo. Un code ne garde que son nombre total d’utilisations, sans leurs dates : ces chiffres sont à ce jour. Remise : chaque utilisation retire le montant, ou le pourcentage du prix moyen payé pour le type de forfait auquel le code s’applique. Expirant : codes actifs dont la date d’expiration tombe dans les 14 jours à venir.',
        library:
            'D’après les trois listes de ressources. Ajoutées : ressources créées dans la période, par bibliothèque. Téléchargements : parmi les ressources présentes en fin de période, celles dont le téléchargement est bloqué ou ouvert.',
    },
    charts: {
        revenueByPlan: {
            title: 'Chiffre d’affaires par type de forfait',
            caption: 'Prix facturés par semaine ou par mois, hors essais gratuits, selon le type de forfait acheté.',
        },
        revenueBySubscriber: {
            title: 'Chiffre d’affaires par type d’abonné',
            caption:
                'Prix facturés par semaine ou par mois, hors essais gratuits, selon l’inscription de l’élève : par son école, avec TBP ou de façon indépendante.',
        },
        newPerWeek: {
            title: 'Nouveaux coachs et élèves par semaine',
            caption: 'Comptes créés chaque semaine de la période, quelle que soit sa durée.',
        },
        studentsPerCoach: {
            title: 'Élèves par coach (10 premiers)',
            caption: 'Élèves créés avant la fin de la période, comptés par coach ; les dix coachs qui en ont le plus.',
        },
        redemptionsPerCode: {
            title: 'Utilisations par code',
            caption: 'Nombre total d’utilisations à ce jour, les 15 codes les plus utilisés.',
            empty: 'Aucun code n’a encore été utilisé.',
        },
        discountPerCode: {
            title: 'Remise accordée par code',
            caption:
                'Utilisations à ce jour multipliées par la remise d’une utilisation, les 15 codes ayant le plus accordé.',
            empty: 'Aucun code n’a encore accordé de remise.',
        },
        expiringSoon: {
            title: 'Codes expirant sous 14 jours',
            caption:
                'Codes actifs dont la date d’expiration est aujourd’hui ou dans les 14 jours, les plus proches d’abord.',
            empty: 'Aucun code actif n’expire aujourd’hui ni dans les 14 prochains jours (comptés à partir d’aujourd’hui, quelle que soit la période).',
        },
        addedPerAudience: {
            title: 'Ressources ajoutées par bibliothèque',
            caption: 'Ressources créées par semaine ou par mois, selon leur bibliothèque.',
        },
        downloads: {
            title: 'Téléchargements bloqués et ouverts',
            caption:
                'Ressources présentes en fin de période, par bibliothèque, selon que leur téléchargement est bloqué.',
        },
    },
    series: {
        monthly: 'Mensuel',
        quarterly: 'Trimestriel',
        half_yearly: 'Semestriel',
        yearly: 'Annuel',
        other: 'Autre',
        school_student: 'Élève scolarisé',
        TBP_student: 'Élève TBP',
        independently: 'Élève indépendant',
        coaches: 'Coachs',
        students: 'Élèves',
        redemptions: 'Utilisations',
        discount: 'Remise',
        daysLeft: 'Jours restants',
        coach: 'Ressources des coachs',
        student: 'Ressources des élèves',
        tbp: 'Ressources TBP',
        blocked: 'Bloqué',
        open: 'Ouvert',
    },
};

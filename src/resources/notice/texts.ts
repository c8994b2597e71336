import type { FolderTexts } from '../../shared/entities/entityParts';

/** Its texts in the other languages, keyed by their English (the catalogues in src/i18n keep the shared ones). */
export const texts: FolderTexts = {
    zh: {
        'Add Notice': '添加公告',
        'Edit Notice': '编辑公告',
        'Expire Date': '到期日期',
        Heading: '标题',
        'Notice Board': '公告板',
        'Please enter description': '请输入描述',
        'Please Enter Heading': '请输入标题',
        'Please select date': '请选择日期',
    },
    es: {
        'Add Notice': 'Añadir aviso',
        'Edit Notice': 'Editar aviso',
        'Expire Date': 'Fecha de caducidad',
        Heading: 'Título',
        'Notice Board': 'Tablón de anuncios',
        'Please enter description': 'Introduzca una descripción',
        'Please Enter Heading': 'Introduzca el título',
        'Please select date': 'Seleccione una fecha',
    },
    fr: {
        'Add Notice': 'Ajouter un avis',
        'Edit Notice': "Modifier l'avis",
        'Expire Date': "Date d'expiration",
        Heading: 'Titre',
        'Notice Board': "Tableau d'affichage",
        'Please enter description': 'Veuillez saisir une description',
        'Please Enter Heading': 'Veuillez saisir le titre',
        'Please select date': 'Veuillez choisir une date',
    },
    it: {
        'Add Notice': 'Aggiungi avviso',
        'Edit Notice': 'Modifica avviso',
        'Expire Date': 'Data di scadenza',
        Heading: 'Titolo',
        'Notice Board': 'Bacheca',
        'Please enter description': 'Inserisci una descrizione',
        'Please Enter Heading': 'Inserisci il titolo',
        'Please select date': 'Seleziona una data',
    },
    messages: {
        zh: { menu: { notice_board: '公告板' } },
        es: { menu: { notice_board: 'Tablón de anuncios' } },
        fr: { menu: { notice_board: "Tableau d'affichage" } },
        it: { menu: { notice_board: 'Bacheca' } },
    },
};

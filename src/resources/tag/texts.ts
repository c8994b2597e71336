import type { FolderTexts } from '../../shared/entities/entityParts';

/** Its texts in the other languages, keyed by their English (the catalogues in src/i18n keep the shared ones). */
export const texts: FolderTexts = {
    zh: {
        'Add Tag': '添加标签',
        'Are you sure you want to  delete this tag ?': '确定要删除此标签吗？',
        'Edit Tag': '编辑标签',
        'Please Enter Tag': '请输入标签',
        Tags: '标签',
    },
    es: {
        'Add Tag': 'Añadir etiqueta',
        'Are you sure you want to  delete this tag ?': '¿Seguro que quiere eliminar esta etiqueta?',
        'Edit Tag': 'Editar etiqueta',
        'Please Enter Tag': 'Introduzca la etiqueta',
        Tags: 'Etiquetas',
    },
    fr: {
        'Add Tag': 'Ajouter une étiquette',
        'Are you sure you want to  delete this tag ?': 'Voulez-vous vraiment supprimer cette étiquette ?',
        'Edit Tag': "Modifier l'étiquette",
        'Please Enter Tag': "Veuillez saisir l'étiquette",
        Tags: 'Étiquettes',
    },
    it: {
        'Add Tag': 'Aggiungi etichetta',
        'Are you sure you want to  delete this tag ?': 'Sei sicuro di voler eliminare questa etichetta?',
        'Edit Tag': 'Modifica etichetta',
        'Please Enter Tag': "Inserisci l'etichetta",
        Tags: 'Etichette',
    },
    messages: {
        zh: { menu: { tags: '标签' } },
        es: { menu: { tags: 'Etiquetas' } },
        fr: { menu: { tags: 'Étiquettes' } },
        it: { menu: { tags: 'Etichette' } },
    },
};

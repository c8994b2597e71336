import type { FolderTexts } from '../../shared/entities/entityParts';

/** Its texts in the other languages, keyed by their English (the catalogues in src/i18n keep the shared ones). */
export const texts: FolderTexts = {
    zh: {
        'Add Note': '添加笔记',
        'Are you sure you want to  delete note ?': '确定要删除此笔记吗？',
        'Edit Note': '编辑笔记',
        Note: '笔记',
        Notes: '笔记',
        'Please Enter Note': '请输入笔记',
    },
    es: {
        'Add Note': 'Añadir nota',
        'Are you sure you want to  delete note ?': '¿Seguro que quiere eliminar la nota?',
        'Edit Note': 'Editar nota',
        Note: 'Nota',
        Notes: 'Notas',
        'Please Enter Note': 'Introduzca la nota',
    },
    fr: {
        'Add Note': 'Ajouter une note',
        'Are you sure you want to  delete note ?': 'Voulez-vous vraiment supprimer la note ?',
        'Edit Note': 'Modifier la note',
        Note: 'Note',
        Notes: 'Notes',
        'Please Enter Note': 'Veuillez saisir la note',
    },
    it: {
        'Add Note': 'Aggiungi nota',
        'Are you sure you want to  delete note ?': 'Sei sicuro di voler eliminare la nota?',
        'Edit Note': 'Modifica nota',
        Note: 'Nota',
        Notes: 'Note',
        'Please Enter Note': 'Inserisci la nota',
    },
};

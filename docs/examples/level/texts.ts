import type { FolderTexts } from '../../../src/shared/entities/entityParts';

/** Its texts in the other languages, keyed by their English ("Status", "Created date" are the engine's). */
export const texts: FolderTexts = {
    zh: {
        'Add Level': '添加级别',
        'Are you sure you want to  delete this level ?': '确定要删除此级别吗？',
        City: '城市',
        'Edit Level': '编辑级别',
        Level: '级别',
        'Level Name': '级别名称',
        Levels: '级别',
        'Please Enter Level Name': '请输入级别名称',
        'This level already exists': '此级别已存在',
    },
    es: {
        'Add Level': 'Añadir nivel',
        'Are you sure you want to  delete this level ?': '¿Seguro que quiere eliminar este nivel?',
        City: 'Ciudad',
        'Edit Level': 'Editar nivel',
        Level: 'Nivel',
        'Level Name': 'Nombre del nivel',
        Levels: 'Niveles',
        'Please Enter Level Name': 'Introduzca el nombre del nivel',
        'This level already exists': 'Este nivel ya existe',
    },
    fr: {
        'Add Level': 'Ajouter un niveau',
        'Are you sure you want to  delete this level ?': 'Voulez-vous vraiment supprimer ce niveau ?',
        City: 'Ville',
        'Edit Level': 'Modifier le niveau',
        Level: 'Niveau',
        'Level Name': 'Nom du niveau',
        Levels: 'Niveaux',
        'Please Enter Level Name': 'Veuillez saisir le nom du niveau',
        'This level already exists': 'Ce niveau existe déjà',
    },
    it: {
        'Add Level': 'Aggiungi livello',
        'Are you sure you want to  delete this level ?': 'Eliminare davvero questo livello?',
        City: 'Città',
        'Edit Level': 'Modifica livello',
        Level: 'Livello',
        'Level Name': 'Nome del livello',
        Levels: 'Livelli',
        'Please Enter Level Name': 'Inserisci il nome del livello',
        'This level already exists': 'Questo livello esiste già',
    },
};

import type { FolderTexts } from '../../shared/entities/entityParts';

/** Its texts in the other languages, keyed by their English (the catalogues in src/i18n keep the shared ones). */
export const texts: FolderTexts = {
    zh: {
        'Add Grade': '添加年级',
        'Are you sure you want to  delete this grade ?': '确定要删除此年级吗？',
        'Edit Grade': '编辑年级',
        Grade: '年级',
        Grades: '年级',
        'Please Enter Grade': '请输入年级',
    },
    es: {
        'Add Grade': 'Añadir curso',
        'Are you sure you want to  delete this grade ?': '¿Seguro que quiere eliminar este curso?',
        'Edit Grade': 'Editar curso',
        Grade: 'Curso',
        Grades: 'Cursos',
        'Please Enter Grade': 'Introduzca el curso',
    },
    fr: {
        'Add Grade': 'Ajouter une classe',
        'Are you sure you want to  delete this grade ?': 'Voulez-vous vraiment supprimer cette classe ?',
        'Edit Grade': 'Modifier la classe',
        Grade: 'Classe',
        Grades: 'Classes',
        'Please Enter Grade': 'Veuillez saisir la classe',
    },
    it: {
        'Add Grade': 'Aggiungi classe',
        'Are you sure you want to  delete this grade ?': 'Sei sicuro di voler eliminare questa classe?',
        'Edit Grade': 'Modifica classe',
        Grade: 'Classe',
        Grades: 'Classi',
        'Please Enter Grade': 'Inserisci la classe',
    },
};

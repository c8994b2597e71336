import type { FolderTexts } from '../../shared/entities/entityParts';

/** Its texts in the other languages, keyed by their English (the catalogues in src/i18n keep the shared ones). */
export const texts: FolderTexts = {
    zh: {
        'Add Exam Planner': '添加考试计划',
        'Are you sure you want to  delete tasktype ?': '确定要删除此任务类型吗？',
        'Edit Exam Planner': '编辑考试计划',
        'Exam planner': '考试计划',
        'Exam Planner': '考试计划',
    },
    es: {
        'Add Exam Planner': 'Añadir planificador de exámenes',
        'Are you sure you want to  delete tasktype ?': '¿Seguro que quiere eliminar el tipo de tarea?',
        'Edit Exam Planner': 'Editar planificador de exámenes',
        'Exam planner': 'Planificador de exámenes',
        'Exam Planner': 'Planificador de exámenes',
    },
    fr: {
        'Add Exam Planner': "Ajouter un planning d'examen",
        'Are you sure you want to  delete tasktype ?': 'Voulez-vous vraiment supprimer le type de tâche ?',
        'Edit Exam Planner': "Modifier le planning d'examen",
        'Exam planner': "Planning d'examen",
        'Exam Planner': "Planning d'examen",
    },
    it: {
        'Add Exam Planner': 'Aggiungi pianificazione esami',
        'Are you sure you want to  delete tasktype ?': 'Sei sicuro di voler eliminare il tipo di compito?',
        'Edit Exam Planner': 'Modifica pianificazione esami',
        'Exam planner': 'Pianificazione esami',
        'Exam Planner': 'Pianificazione esami',
    },
};

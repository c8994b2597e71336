import type { FolderTexts } from '../../shared/entities/entityParts';

/** Its texts in the other languages, keyed by their English (the catalogues in src/i18n keep the shared ones). */
export const texts: FolderTexts = {
    zh: {
        'Add Tasktype': '添加任务类型',
        'Are you sure you want to  delete this task type ?': '确定要删除此任务类型吗？',
        'Edit Tasktype': '编辑任务类型',
        'Task type': '任务类型',
        'Task Types': '任务类型',
    },
    es: {
        'Add Tasktype': 'Añadir tipo de tarea',
        'Are you sure you want to  delete this task type ?': '¿Seguro que quiere eliminar este tipo de tarea?',
        'Edit Tasktype': 'Editar tipo de tarea',
        'Task type': 'Tipo de tarea',
        'Task Types': 'Tipos de tarea',
    },
    fr: {
        'Add Tasktype': 'Ajouter un type de tâche',
        'Are you sure you want to  delete this task type ?': 'Voulez-vous vraiment supprimer ce type de tâche ?',
        'Edit Tasktype': 'Modifier le type de tâche',
        'Task type': 'Type de tâche',
        'Task Types': 'Types de tâches',
    },
    it: {
        'Add Tasktype': 'Aggiungi tipo di compito',
        'Are you sure you want to  delete this task type ?': 'Sei sicuro di voler eliminare questo tipo di compito?',
        'Edit Tasktype': 'Modifica tipo di compito',
        'Task type': 'Tipo di compito',
        'Task Types': 'Tipi di compito',
    },
    messages: {
        zh: { menu: { task_types: '任务类型' } },
        es: { menu: { task_types: 'Tipos de tarea' } },
        fr: { menu: { task_types: 'Types de tâches' } },
        it: { menu: { task_types: 'Tipi di compito' } },
    },
};

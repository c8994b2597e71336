/** The Insights screen in Spanish, keyed as ../../en/insights.ts. */
export const insights = {
    title: 'Indicadores',
    period: {
        label: 'Periodo',
        last30days: 'Últimos 30 días',
        last3months: 'Últimos 3 meses',
        last12months: 'Últimos 12 meses',
        custom: 'Rango personalizado',
        from: 'Desde',
        to: 'Hasta',
        apply: 'Aplicar',
        invalid: 'Elija un primer día anterior o igual al último, con dos años de diferencia como máximo.',
        shown: 'Del %{from} al %{to}, comparado con %{previousFrom} – %{previousTo}',
    },
    previous: 'Periodo anterior: %{value}',
    to_date: 'Hasta la fecha, sea cual sea el periodo',
    view_chart: 'Gráfico',
    view_table: 'Tabla',
    view: 'Mostrar como',
    csv: 'Descargar CSV',
    load_failed: 'No se pudieron cargar estas cifras.',
    retry: 'Reintentar',
    empty: 'Nada que mostrar en este periodo.',
    columns: { week: 'Semana desde', month: 'Mes desde', category: 'Nombre' },
    panels: { subscriptions: 'Suscripciones', people: 'Personas', coupons: 'Cupones', library: 'Biblioteca' },
    figures: {
        new: 'Suscripciones nuevas',
        ended: 'Suscripciones finalizadas',
        activeAtEnd: 'Activas al final',
        revenue: 'Ingresos',
        mrr: 'Ingreso mensual recurrente',
        mrrChange: 'Variación del ingreso recurrente',
        churnRate: 'Tasa de abandono',
        activeCoaches: 'Coaches activos',
        activeStudents: 'Estudiantes activos',
        newCoaches: 'Coaches nuevos',
        newStudents: 'Estudiantes nuevos',
        redemptions: 'Canjes',
        discount: 'Descuento concedido',
        expiringSoon: 'Códigos que caducan en 14 días',
        added_coach: 'Recursos de coaches añadidos',
        added_student: 'Recursos de estudiantes añadidos',
        added_tbp: 'Recursos TBP añadidos',
        downloads_blocked: 'Descargas bloqueadas',
        downloads_open: 'Descargas abiertas',
    },
    captions: {
        subscriptions:
            'Según el historial de suscripciones. Nuevas: suscripciones que empiezan en el periodo; finalizadas: aquellas cuya fecha de fin cae en él; activas: las vigentes el último día. Los ingresos suman los precios cobrados en el periodo; las pruebas gratuitas no cobran nada. El ingreso mensual recurrente suma, de las suscripciones de pago vigentes el último día, el precio dividido entre los meses que cubre; su variación es respecto al primer día. Abandono: la parte de los suscriptores con una suscripción el primer día que no tienen ninguna el último.',
        people: 'Según las listas de coaches y estudiantes. Activos: cuentas creadas antes del final del periodo y habilitadas hoy (las listas no guardan la fecha del estado). Nuevos: cuentas creadas en el periodo.',
        coupons:
            'Según la lista de cupones. Un código solo guarda su recuento total de canjes, sin fechas: estas cifras son hasta la fecha. Descuento: cada canje resta el importe, o el porcentaje del precio medio pagado por el tipo de plan al que se aplica el código. Caducan: códigos activos cuya fecha de caducidad está dentro de los próximos 14 días.',
        library:
            'Según las tres listas de recursos. Añadidos: recursos creados en el periodo, por biblioteca. Descargas: de los recursos existentes al final del periodo, aquellos cuya descarga está bloqueada o abierta.',
    },
    charts: {
        revenueByPlan: {
            title: 'Ingresos por tipo de plan',
            caption: 'Precios cobrados por semana o mes, sin pruebas gratuitas, según el tipo de plan comprado.',
        },
        revenueBySubscriber: {
            title: 'Ingresos por tipo de suscriptor',
            caption:
                'Precios cobrados por semana o mes, sin pruebas gratuitas, según cómo se registró el estudiante: por su escuela, con TBP o por su cuenta.',
        },
        newPerWeek: {
            title: 'Coaches y estudiantes nuevos por semana',
            caption: 'Cuentas creadas en cada semana del periodo, sea cual sea su duración.',
        },
        studentsPerCoach: {
            title: 'Estudiantes por coach (los 10 primeros)',
            caption:
                'Estudiantes creados antes del final del periodo, contados por su coach; los diez coaches con más.',
        },
        redemptionsPerCode: {
            title: 'Canjes por código',
            caption: 'Total de canjes hasta la fecha, los 15 códigos más canjeados.',
        },
        discountPerCode: {
            title: 'Descuento concedido por código',
            caption: 'Canjes hasta la fecha por el descuento de un canje, los 15 códigos que más concedieron.',
        },
        expiringSoon: {
            title: 'Códigos que caducan en 14 días',
            caption:
                'Códigos activos cuya fecha de caducidad es hoy o dentro de los próximos 14 días, los más próximos primero.',
        },
        addedPerAudience: {
            title: 'Recursos añadidos por biblioteca',
            caption: 'Recursos creados por semana o mes, según su biblioteca.',
        },
        downloads: {
            title: 'Descargas bloqueadas y abiertas',
            caption: 'Recursos existentes al final del periodo, por biblioteca, según si su descarga está bloqueada.',
        },
    },
    series: {
        monthly: 'Mensual',
        quarterly: 'Trimestral',
        half_yearly: 'Semestral',
        yearly: 'Anual',
        other: 'Otro',
        school_student: 'Estudiante escolar',
        TBP_student: 'Estudiante TBP',
        independently: 'Estudiante independiente',
        coaches: 'Coaches',
        students: 'Estudiantes',
        redemptions: 'Canjes',
        discount: 'Descuento',
        daysLeft: 'Días restantes',
        coach: 'Recursos de coaches',
        student: 'Recursos de estudiantes',
        tbp: 'Recursos TBP',
        blocked: 'Bloqueada',
        open: 'Abierta',
    },
};

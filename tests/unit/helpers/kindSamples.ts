import * as f from '../../../src/shared/fields';
import type { FieldOf, Kind } from '../../../src/shared/kinds/kind';
import { PALETTE } from '../../../src/shared/palette';
import type { Endpoint } from '../../../src/shared/types';

/** A field of a kind, with a value it accepts: what generated tests declare for each kind the language has. */
export interface KindSample<K extends Kind = Kind> {
    shape: string;
    field: FieldOf<K>;
    filled: unknown;
}

const endpoint: Endpoint = { method: 'GET', path: '/options', send: [], body: 'query', guarded: true };
const label = 'Probe';

/** One sample or more per kind (a picker's three shapes); a kind missing here is a type error. */
export const KIND_SAMPLES: { readonly [K in Kind]: readonly KindSample<K>[] } = {
    text: [{ shape: '', field: f.text({ label }), filled: 'abc' }],
    number: [{ shape: '', field: f.number({ label }), filled: 5 }],
    select: [{ shape: '', field: f.select({ label, choices: [{ id: 'a', name: 'A' }] }), filled: 'a' }],
    color: [{ shape: '', field: f.color({ label }), filled: PALETTE[0] }],
    grants: [{ shape: '', field: f.grants({ label }), filled: { event: { actions: ['list'] } } }],
    date: [{ shape: '', field: f.date({ label, format: 'dd/MM/yyyy' }), filled: '2026-01-02' }],
    richText: [{ shape: '', field: f.richText({ label }), filled: '<p>Hi</p>' }],
    boolean: [{ shape: '', field: f.checkbox({ label }), filled: true }],
    toggle: [{ shape: ' in the form', field: f.toggle({ label, endpoint, inForm: true }), filled: true }],
    phone: [{ shape: '', field: f.phone({ label }), filled: '61412345678' }],
    timezone: [{ shape: '', field: f.timezone({ label }), filled: 'Australia/Sydney' }],
    picker: [
        {
            shape: ' of pairs',
            field: f.picker({ label, source: endpoint, optionValue: '_id', optionLabel: ['name'] }),
            filled: { value: '1', label: 'One' },
        },
        {
            shape: ' of several',
            field: f.picker({ label, source: endpoint, optionValue: '_id', optionLabel: ['name'], multiple: true }),
            filled: [{ value: '1', label: 'One' }],
        },
        { shape: ' of an id', field: f.personReference({ label, source: endpoint }), filled: '1' },
    ],
    file: [
        {
            shape: '',
            field: f.file({
                label,
                accept: { 'application/pdf': ['.pdf'] },
                maxBytes: 1000,
                placeholder: 'Drop',
                typeMessage: 'Type',
                sizeMessage: 'Size',
                urlKey: 'url',
            }),
            filled: 'doc.pdf',
        },
    ],
    link: [{ shape: '', field: f.link({ label, text: 'Open', to: '/x/:id' }), filled: undefined }],
};

/** Every sample, with its kind, in the registry's order. */
export const allSamples = (): (KindSample & { kind: Kind })[] =>
    (Object.keys(KIND_SAMPLES) as Kind[]).flatMap(kind =>
        (KIND_SAMPLES[kind] as readonly KindSample[]).map(sample => ({ ...sample, kind })),
    );

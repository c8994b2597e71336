import { describe, expect, it } from 'vitest';
import { defineResource } from '../../src/shared/defineResource';
import { conditionsNow } from '../../src/shared/fieldConditions';
import * as f from '../../src/shared/fields';
import { emptyValueOf } from '../../src/shared/kinds/empty';
import type { Kind } from '../../src/shared/kinds/kind';
import { REFUSED } from '../../src/shared/kinds/refused';
import { RULES } from '../../src/shared/kinds/rules';
import { FIELD_CONDITIONS, type Condition, type FieldBase, type FieldDef } from '../../src/shared/types';
import { validateRecord } from '../../src/shared/validation';
import { allSamples, KIND_SAMPLES } from './helpers/kindSamples';

// Every Condition-valued option of FieldBase is in FIELD_CONDITIONS: a new one fails to compile here.
type ConditionOptions = {
    [K in keyof FieldBase]-?: FieldBase[K] extends Condition | undefined ? K : never;
}[keyof FieldBase];
const everyOption: Record<ConditionOptions, true> = { requiredWhen: true, requiredUnless: true, disabledWhen: true };
const listed: readonly ConditionOptions[] = FIELD_CONDITIONS;

const MESSAGE = 'Probe is required';
const GATE: Condition = { field: 'gate', op: 'eq', value: 'on' };

const declare = (field: FieldDef) =>
    defineResource({
        name: 'probe',
        title: 'Probes',
        singular: 'Probe',
        fields: { gate: f.text({ label: 'Gate' }), x: field },
        api: {
            list: { kind: 'whole', endpoint: { method: 'GET', path: '/p', send: [], body: 'query', guarded: true } },
        },
        list: { columns: ['x'] },
    });

/** What the API stores (and the form's rules say) for these values; a refusal's message as `{ refused }`. */
const saved = (field: FieldDef, values: Record<string, unknown>) =>
    validateRecord(declare(field), values).then(
        clean => clean,
        (e: Error) => ({ refused: e.message }),
    );

const refuses = (kind: Kind, option: string) => REFUSED[kind]?.options.includes(option as never) ?? false;

describe('the language is listed whole', () => {
    it('names every conditional option and every kind', () => {
        expect([...listed].sort()).toEqual(Object.keys(everyOption).sort());
        expect(Object.keys(KIND_SAMPLES).sort()).toEqual(Object.keys(RULES).sort());
    });
});

describe.each(allSamples())('a $kind field$shape', ({ kind, field, filled }) => {
    const empty = emptyValueOf(field);

    it('required: refuses an empty value with its message, or is refused at load', async () => {
        const withIt = { ...field, required: MESSAGE } as FieldDef;
        if (refuses(kind, 'required')) {
            expect(() => declare(withIt)).toThrow(`Entity "probe", field "x": "required"`);
            return;
        }
        expect(await saved(withIt, { gate: 'on', x: empty })).toEqual({ refused: MESSAGE });
        expect(await saved(withIt, { gate: 'on', x: filled })).not.toHaveProperty('refused');
    });

    it.each(FIELD_CONDITIONS)('%s works in the rules and the input, or is refused at load', async option => {
        // A requirement's condition needs the requirement's message; a disabled input needs none.
        const message = option === 'disabledWhen' ? {} : { required: MESSAGE };
        const withIt = { ...field, ...message, [option]: GATE } as FieldDef;
        if (refuses(kind, option)) {
            expect(() => declare(withIt)).toThrow(`Entity "probe", field "x": "${option}"`);
            return;
        }
        const on = { gate: 'on' };
        const off = { gate: 'off' };
        if (option === 'disabledWhen') {
            expect(await saved(withIt, { ...on, x: filled })).toEqual({ gate: 'on', x: empty });
            expect(await saved(withIt, { ...off, x: filled })).not.toEqual(expect.objectContaining({ x: empty }));
            expect(conditionsNow(withIt, on).disabled).toBe(true);
            expect(conditionsNow(withIt, off).disabled).toBe(false);
            return;
        }
        const requiredOn = option === 'requiredWhen' ? on : off;
        const requiredOff = option === 'requiredWhen' ? off : on;
        expect(await saved(withIt, { ...requiredOn, x: empty })).toEqual({ refused: MESSAGE });
        expect(await saved(withIt, { ...requiredOff, x: empty })).not.toHaveProperty('refused');
        expect(conditionsNow(withIt, requiredOn).required).toBe(true);
        expect(conditionsNow(withIt, requiredOff).required).toBe(false);
    });
});

describe('declarations refused at load, naming the entity, the field and the option', () => {
    const text = f.text({ label: 'Probe' });
    it('a conditional requirement without its message', () => {
        expect(() => declare({ ...text, requiredWhen: GATE })).toThrow(
            'Entity "probe", field "x": "requiredWhen" needs "required"',
        );
    });
    it('a rule on a field outside the form', () => {
        expect(() => declare({ ...text, readOnly: true, required: MESSAGE })).toThrow(
            'Entity "probe", field "x": "required" cannot work on a field outside the form',
        );
    });
    it('a condition on a field the entity does not declare', () => {
        expect(() => declare({ ...text, disabledWhen: { field: 'nowhere', op: 'filled' } })).toThrow(
            'Entity "probe", field "x": "disabledWhen" reads "nowhere"',
        );
    });
    it('both requirements together: required while one holds and the other does not', async () => {
        const both = {
            ...text,
            required: MESSAGE,
            requiredWhen: GATE,
            requiredUnless: { field: 'gate', op: 'eq', value: 'x' },
        };
        const result = (values: Record<string, unknown>) =>
            saved(both as FieldDef, values).then(r => ('refused' in r ? r.refused : 'saved'));
        expect(await result({ gate: 'on' })).toBe(MESSAGE);
        expect(await result({ gate: 'x' })).toBe('saved');
        expect(await result({ gate: 'off' })).toBe('saved');
    });
});

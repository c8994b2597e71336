import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The declaration language's reference (docs/declarations.md), read from its section types in
 * src/shared/language/ with their JSDoc: one table per interface, each type alias as written. Pure text in,
 * text out, so a test can say whether the committed file is stale.
 */

/** The section files, in the order a declaration is read. */
const SECTIONS: readonly { file: string; title: string }[] = [
    { file: 'declaration.ts', title: 'The declaration' },
    { file: 'fields.ts', title: 'fields' },
    { file: 'conditions.ts', title: 'Conditions' },
    { file: 'api.ts', title: 'api' },
    { file: 'access.ts', title: 'access' },
    { file: 'list.ts', title: 'list' },
    { file: 'form.ts', title: 'form' },
    { file: 'server.ts', title: 'server' },
];

const LANGUAGE = fileURLToPath(new URL('../src/shared/language/', import.meta.url));

/** A node's JSDoc, its lines joined as written (lists kept). */
const docOf = (node: ts.Node): string => {
    const docs = (node as { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
    return docs
        .map(doc => ts.getTextOfJSDocComment(doc.comment) ?? '')
        .join('\n')
        .trim()
        .replace(/\r/g, '')
        .replace(/\{@link ([^}]+)\}/g, '`$1`');
};

const cell = (text: string): string => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

const propertyRow = (member: ts.TypeElement, source: ts.SourceFile): string | undefined => {
    if (!ts.isPropertySignature(member) || !member.name) return undefined;
    const name = member.name.getText(source);
    const type = member.type ? member.type.getText(source) : 'unknown';
    const optional = member.questionToken ? 'no' : 'yes';
    return `| \`${name}\` | \`${cell(type)}\` | ${optional} | ${cell(docOf(member))} |`;
};

const interfaceText = (node: ts.InterfaceDeclaration, source: ts.SourceFile): string => {
    const heritage = node.heritageClauses?.map(clause => clause.getText(source)).join(' ') ?? '';
    const lines = [`### ${node.name.text}${heritage ? ` (${heritage})` : ''}`, ''];
    const doc = docOf(node);
    if (doc) lines.push(doc, '');
    const rows = node.members.map(member => propertyRow(member, source)).filter(row => row !== undefined);
    if (rows.length > 0)
        lines.push('| Property | Type | Required | Meaning |', '| --- | --- | --- | --- |', ...rows, '');
    return lines.join('\n');
};

const aliasText = (node: ts.TypeAliasDeclaration, source: ts.SourceFile): string => {
    const lines = [`### ${node.name.text}`, ''];
    const doc = docOf(node);
    if (doc) lines.push(doc, '');
    lines.push('```ts', node.getText(source).replace(/^export /, ''), '```', '');
    return lines.join('\n');
};

const constantText = (node: ts.VariableStatement, source: ts.SourceFile): string => {
    const lines = node.declarationList.declarations.map(d => `### ${d.name.getText(source)}`);
    const doc = docOf(node);
    return [
        ...lines,
        '',
        ...(doc ? [doc, ''] : []),
        '```ts',
        node.getText(source).replace(/^export /, ''),
        '```',
        '',
    ].join('\n');
};

const sectionText = (file: string, title: string): string => {
    const path = `${LANGUAGE}${file}`;
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const parts = [`## ${title}`, '', `From \`src/shared/language/${file}\`.`, ''];
    for (const statement of source.statements) {
        if (ts.isInterfaceDeclaration(statement)) parts.push(interfaceText(statement, source));
        else if (ts.isTypeAliasDeclaration(statement)) parts.push(aliasText(statement, source));
        else if (ts.isVariableStatement(statement)) parts.push(constantText(statement, source));
    }
    return parts.join('\n');
};

/** The whole reference, as docs/declarations.md holds it. */
export const declarationsReference = (): string =>
    [
        '# The declaration language',
        '',
        'Generated from the section types in `src/shared/language/` by `npm run docs:declarations`; do not edit by',
        'hand (a unit test fails when this file is stale). A declaration (`defineResource` in',
        '`src/shared/defineResource.ts`) names its entity, then gives one section per concern; field options are',
        'written with the builders of `src/shared/fields.ts`, and every condition has the one form under "Conditions".',
        '',
        ...SECTIONS.map(({ file, title }) => sectionText(file, title)),
    ]
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trimEnd()
        .concat('\n');

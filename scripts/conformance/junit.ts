/** The run's results as JUnit XML, which CI servers (GitLab, Jenkins, GitHub's test reporters) show per call. */

export interface CaseResult {
    name: string;
    /** "METHOD /path", the test case's class name. */
    call: string;
    expected: string;
    got: string;
    pass: boolean;
    /** Why it was not run (a write the run could not make a valid body for); not a failure. */
    skipped?: string;
    seconds: number;
}

const escapeXml = (text: string): string =>
    text.replace(/[<>&"']/g, c => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const seconds = (value: number): string => value.toFixed(3);

const testCase = (result: CaseResult): string => {
    const open = `    <testcase classname="${escapeXml(result.call)}" name="${escapeXml(result.name)}" time="${seconds(result.seconds)}"`;
    if (result.skipped) return `${open}>\n      <skipped message="${escapeXml(result.skipped)}"/>\n    </testcase>`;
    if (result.pass) return `${open}/>`;
    const message = `expected ${result.expected}, got ${result.got}`;
    return `${open}>\n      <failure message="${escapeXml(message)}">${escapeXml(`${result.call}: ${message}`)}</failure>\n    </testcase>`;
};

/** A JUnit XML document of one suite, "conformance", against this API. */
export const junitXml = (results: readonly CaseResult[], api: string): string => {
    const failures = results.filter(r => !r.pass && !r.skipped).length;
    const skipped = results.filter(r => r.skipped).length;
    const time = seconds(results.reduce((sum, r) => sum + r.seconds, 0));
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="conformance" tests="${results.length}" failures="${failures}" skipped="${skipped}" time="${time}">`,
        `  <testsuite name="conformance ${escapeXml(api)}" tests="${results.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${time}">`,
        ...results.map(testCase),
        '  </testsuite>',
        '</testsuites>',
        '',
    ].join('\n');
};

import type { Candidate, GuardrailOutcome, Outcome } from '../answers.js';
import type { EvalCase, Split } from './dataset.js';

/** The figures `npm run bench:answers` prints, per split, and the listings it prints under them. */

const splits: Split[] = ['dev', 'test'];
const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`;
const ratio = (part: number, whole: number) => `${part}/${whole}`.padStart(9);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Area under the ROC curve: the chance a good candidate scores above a bad one (ties count half). */
export function auc(candidates: readonly Candidate[]): number {
  const good = candidates.filter((candidate) => candidate.good);
  const bad = candidates.filter((candidate) => !candidate.good);
  if (good.length === 0 || bad.length === 0) return Number.NaN;
  let wins = 0;
  for (const left of good) {
    for (const right of bad) wins += left.score > right.score ? 1 : left.score === right.score ? 0.5 : 0;
  }
  return wins / (good.length * bad.length);
}

function engineFigures(outcomes: readonly Outcome[]) {
  const answerable = outcomes.filter((outcome) => outcome.case.answerable);
  const unanswerable = outcomes.filter((outcome) => !outcome.case.answerable);
  const sent = outcomes.filter((outcome) => outcome.autoSent);
  const sentRight = sent.filter((outcome) => outcome.correct);
  const ms = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  return {
    answerable: answerable.length,
    correct: answerable.filter((outcome) => outcome.correct).length,
    heldAnswerable: answerable.filter((outcome) => outcome.held).length,
    unanswerable: unanswerable.length,
    held: unanswerable.filter((outcome) => outcome.held).length,
    invented: outcomes.filter((outcome) => outcome.invented.length > 0).length,
    autoSent: sent.length,
    autoSentRight: sentRight.length,
    errors: outcomes.filter((outcome) => outcome.error).length,
    p50Ms: Math.round((ms[Math.floor(ms.length / 2)] ?? 0) * 100) / 100,
  };
}

function guardrailFigures(outcomes: readonly GuardrailOutcome[]) {
  const bad = outcomes.filter((outcome) => !outcome.case.compliant);
  const good = outcomes.filter((outcome) => outcome.case.compliant);
  return {
    nonCompliant: bad.length,
    caught: bad.filter((outcome) => outcome.blocked).length,
    compliant: good.length,
    falseBlocks: good.filter((outcome) => outcome.blocked).length,
  };
}

type Report = {
  results: Array<{ name: string; outcomes: Outcome[] }>;
  candidates: Candidate[];
  guardrails: GuardrailOutcome[];
  cases: EvalCase[];
  details: Split | 'all' | 'none';
  llmConfigured: boolean;
};

export function printReport(report: Report): void {
  const out: string[] = [];
  const { cases, results } = report;
  const count = (split: Split, answerable: boolean) =>
    cases.filter((item) => item.split === split && item.answerable === answerable).length;
  out.push(
    '',
    `Answer evaluation set: ${cases.length} questions (dev ${count('dev', true)} answerable + ${count('dev', false)} not, test ${count('test', true)} + ${count('test', false)}), ${report.guardrails.length} guardrail answers · ${new Date().toISOString()}`,
  );
  if (!report.llmConfigured) out.push('No AI_PROVIDER configured: the LLM engine is not measured.');

  out.push(
    '',
    `${'engine / split'.padEnd(22)}${'fully correct'.padStart(22)}${'held unans.'.padStart(20)}${'invented'.padStart(10)}${'auto-sent right'.padStart(24)}${'errors'.padStart(8)}${'p50 ms'.padStart(9)}`,
  );
  const summary: Record<string, unknown> = {};
  for (const { name, outcomes } of results) {
    for (const split of splits) {
      const figures = engineFigures(outcomes.filter((outcome) => outcome.case.split === split));
      summary[`${name}:${split}`] = figures;
      out.push(
        `${`${name} ${split}`.padEnd(22)}${`${ratio(figures.correct, figures.answerable)} ${percent(figures.correct, figures.answerable).padStart(6)}`.padStart(22)}${`${ratio(figures.held, figures.unanswerable)} ${percent(figures.held, figures.unanswerable).padStart(6)}`.padStart(20)}${String(figures.invented).padStart(10)}${`${ratio(figures.autoSentRight, figures.autoSent)} ${percent(figures.autoSentRight, figures.autoSent).padStart(6)}`.padStart(24)}${String(figures.errors).padStart(8)}${String(figures.p50Ms).padStart(9)}`,
      );
    }
  }
  out.push(
    'fully correct: answerable questions answered with every labelled fact, the right yes/no first, nothing forbidden, all',
    'guardrails passed · held unans.: unanswerable questions held for the seller · invented: drafts stating a forbidden',
    'claim or a number no source holds · auto-sent right: drafts that would be sent alone (switch on) that are fully correct',
  );

  out.push('', 'Verifier on labelled candidate answers (each case’s reference answer vs its wrong answers):');
  for (const split of splits) {
    const ofSplit = report.candidates.filter((candidate) => candidate.case.split === split);
    const accepted = ofSplit.filter((candidate) => candidate.accepted);
    const good = ofSplit.filter((candidate) => candidate.good);
    const mean = (list: Candidate[]) =>
      Math.round(list.reduce((sum, item) => sum + item.score, 0) / Math.max(1, list.length));
    summary[`verifier:${split}`] = {
      auc: auc(ofSplit),
      accepted: accepted.length,
      acceptedWrong: accepted.filter((c) => !c.good).length,
    };
    out.push(
      `  ${split.padEnd(5)} AUC ${auc(ofSplit).toFixed(3)} · mean score good ${mean(good)} / wrong ${mean(ofSplit.filter((c) => !c.good))} · would auto-send ${accepted.length}: ${accepted.filter((c) => !c.good).length} wrong (${percent(accepted.filter((c) => !c.good).length, accepted.length)}), ${accepted.filter((c) => c.good).length} of ${good.length} good references`,
    );
  }

  out.push('', 'Guardrails on labelled candidate answers:');
  for (const split of splits) {
    const figures = guardrailFigures(report.guardrails.filter((outcome) => outcome.case.split === split));
    summary[`guardrails:${split}`] = figures;
    out.push(
      `  ${split.padEnd(5)} recall ${ratio(figures.caught, figures.nonCompliant)} ${percent(figures.caught, figures.nonCompliant)} · false blocks ${ratio(figures.falseBlocks, figures.compliant)} ${percent(figures.falseBlocks, figures.compliant)}`,
    );
  }

  for (const { name, outcomes } of results) {
    out.push('', `${name}: per topic (answerable fully correct · unanswerable held)`);
    out.push(`${'topic'.padEnd(18)}${'dev'.padStart(22)}${'test'.padStart(22)}`);
    const topics = [...new Set(cases.map((item) => item.topic))].sort();
    for (const topic of topics) {
      const cells = splits.map((split) => {
        const ofTopic = outcomes.filter((outcome) => outcome.case.topic === topic && outcome.case.split === split);
        const yes = ofTopic.filter((outcome) => outcome.case.answerable);
        const no = ofTopic.filter((outcome) => !outcome.case.answerable);
        return `${yes.filter((o) => o.correct).length}/${yes.length} · ${no.filter((o) => o.held).length}/${no.length}`.padStart(
          22,
        );
      });
      out.push(`${topic.padEnd(18)}${cells.join('')}`);
    }
  }

  for (const split of splits) {
    const guardFailures = report.guardrails.filter(
      (outcome) => outcome.case.split === split && outcome.blocked === outcome.case.compliant,
    );
    if (report.details !== 'all' && report.details !== split && !(report.details === 'test' && split === 'dev'))
      continue;
    out.push('', `guardrails ${split}: ${guardFailures.length} wrong`);
    for (const outcome of guardFailures) {
      out.push(
        `  ${outcome.case.compliant ? 'BLOCKED' : 'MISSED '} ${outcome.case.id} [${outcome.case.category}] ${oneLine(outcome.case.text).slice(0, 160)}${outcome.by.length ? ` (${outcome.by.join(', ')})` : ''}`,
      );
    }
  }

  for (const { name, outcomes } of results) {
    for (const split of splits) {
      const listed = outcomes.filter(
        (outcome) =>
          outcome.case.split === split &&
          (report.details === 'all' ||
            outcome.reason ||
            outcome.invented.length > 0 ||
            (outcome.autoSent && !outcome.correct)),
      );
      if (report.details === 'none' || (report.details === 'dev' && split === 'test')) continue;
      out.push('', `${name} ${split}: ${listed.length} listed`);
      for (const outcome of listed) out.push(...describe(outcome));
    }
  }

  const examples = (results[0]?.outcomes ?? []).filter((outcome) => outcome.case.split === 'test');
  const picked = [
    ...examples
      .filter((outcome) => outcome.correct)
      .filter((_, index) => index % 9 === 0)
      .slice(0, 7),
    ...examples.filter((outcome) => !outcome.case.answerable && outcome.held).slice(0, 3),
  ];
  out.push('', 'Ten example drafts of the test half (local engine):');
  for (const outcome of picked) out.push(...describe(outcome));

  out.push('', JSON.stringify({ bench: 'answers', at: new Date().toISOString(), summary }), '');
  process.stdout.write(out.join('\n'));
}

function describe(outcome: Outcome): string[] {
  const { case: testCase, draft } = outcome;
  const lines = [
    `  ${(outcome.reason ? 'WRONG' : outcome.correct ? 'OK' : 'HELD').padEnd(6)}${testCase.id} [${testCase.topic}] “${oneLine(testCase.question)}”`,
  ];
  if (outcome.reason) lines.push(`        ${outcome.reason}`);
  if (outcome.invented.length > 0) lines.push(`        invented: ${outcome.invented.join(', ')}`);
  if (outcome.autoSent && !outcome.correct) lines.push('        AUTO-SENT');
  lines.push(
    `        expected: ${testCase.answerable ? (testCase.mustState ?? []).map((group) => group.join(' | ')).join(' + ') : `held (${testCase.why ?? ''})`}`,
  );
  if (draft) {
    lines.push(
      `        draft${draft.answerable ? '' : ' (held)'} [${draft.score.total}]: ${oneLine(draft.answer) || '—'}`,
    );
    if (draft.note) lines.push(`        note: ${oneLine(draft.note)}`);
    for (const finding of draft.score.findings) lines.push(`        finding: ${finding.message}`);
  }
  return lines;
}

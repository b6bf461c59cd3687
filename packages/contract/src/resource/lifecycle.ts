import type { MessageKey } from '../messages.ts';

/**
 * A row's lifecycle (DESIGN §4 "One row, one way"): an enum field holding its state, the declared
 * commands that move it, and the states in which a row may still be edited or deleted. The server
 * refuses an illegal step with a message naming both states; the web offers exactly the legal
 * steps per row. Both read this declaration through `lifecycleAllows`, so no rule is restated.
 */
export interface LifecycleDeclaration {
  /**
   * The enum field holding the state (read-only: only the declared steps change it); or a bool
   * field, whose states are 'true' and 'false' (a switch, a protection, a ban).
   */
  field: string;
  /** Per declared command name: the states it starts from and the state it leaves the row in. */
  transitions: Readonly<Record<string, Transition>>;
  /** An edit (a save with an id) is taken only in these states. */
  edit?: LifecycleGate;
  /** A delete is taken only in these states. */
  delete?: LifecycleGate;
}

export interface LifecycleGate {
  in: readonly string[];
  /** The screen's own words for a refusal from a given state (default `transition_refused`, naming both states). */
  refusals?: Readonly<Record<string, MessageKey>>;
}

export interface Transition {
  from: readonly string[];
  to: string;
  /** As LifecycleGate's. */
  refusals?: Readonly<Record<string, MessageKey>>;
}

/** A step of a lifecycle: a declared command's name, or the standard edit or delete. */
export type LifecycleStep = string;

function gateOf(lifecycle: LifecycleDeclaration, step: LifecycleStep): LifecycleGate | undefined {
  if (step === 'edit') return lifecycle.edit;
  if (step === 'delete') return lifecycle.delete;
  const transition = lifecycle.transitions[step];
  return transition && { in: transition.from, refusals: transition.refusals };
}

/** Whether `row` may take `step`: always, when the resource or the step has no lifecycle rule. */
export function lifecycleAllows(
  lifecycle: LifecycleDeclaration | undefined,
  step: LifecycleStep,
  row: Readonly<Record<string, unknown>>,
): boolean {
  const gate = lifecycle ? gateOf(lifecycle, step) : undefined;
  return !gate || gate.in.includes(String(row[lifecycle!.field]));
}

/**
 * Why `step` is refused from `state`: the screen's own message for that state, or the generic one
 * (its parameters: the step's word, the states it takes, the row's state — in the reader's words).
 */
export function lifecycleRefusal(lifecycle: LifecycleDeclaration, step: LifecycleStep, state: string): MessageKey {
  return gateOf(lifecycle, step)?.refusals?.[state] ?? 'transition_refused';
}

/** The state a command leaves its row in, when the command is a declared transition. */
export function transitionTarget(lifecycle: LifecycleDeclaration | undefined, command: string): string | undefined {
  return lifecycle?.transitions[command]?.to;
}

/** The states a step starts from (for the refusal's words). */
export function lifecycleStates(lifecycle: LifecycleDeclaration, step: LifecycleStep): readonly string[] {
  return gateOf(lifecycle, step)?.in ?? [];
}

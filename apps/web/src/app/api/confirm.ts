/**
 * Calls that answered 409 (Status.confirmRequired: "released within 6 days: continue?") wait here
 * while the question is open. One question at a time; yes sends the call again confirmed, no rejects it.
 */
export interface Question {
  message: string;
  lines: readonly string[];
}

type Listener = () => void;

let current: { question: Question; settle: (yes: boolean) => void } | null = null;
const waiting: { question: Question; settle: (yes: boolean) => void }[] = [];
const listeners = new Set<Listener>();

const emit = () => {
  for (const listener of listeners) listener();
};

/** Asks `question`; resolves true on the admin's yes. */
export function awaitConfirm(question: Question): Promise<boolean> {
  return new Promise<boolean>((settle) => {
    waiting.push({ question, settle });
    if (!current) next();
  });
}

function next(): void {
  current = waiting.shift() ?? null;
  emit();
}

export function answerConfirm(yes: boolean): void {
  const asked = current;
  next();
  asked?.settle(yes);
}

export function openQuestion(): Question | null {
  return current?.question ?? null;
}

export function onQuestionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

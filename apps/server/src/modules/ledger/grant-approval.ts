import type { CoinIssueType } from '@console/contract';
import type { Orm } from '../../db/orm.ts';

/**
 * What the approval settings say of a direct grant (SPEC §2 /apply-approval, its setting tab): which
 * grants must be an application instead, and the total one admin may give one member. The settings
 * are the apply module's, and apply grants through the ledger, so the ledger does not import it: the
 * apply module provides these rules as it is registered (apply.module.ts). A grant asking before
 * that is a fault, never a pass.
 */
export interface GrantApprovalRules {
  /** Refuses (403, saying which rule and what to do instead) a direct grant the settings send to an application. */
  refuseUnapproved(db: Orm, grant: { total: number; count: number; issueType: CoinIssueType }): Promise<void>;
  /** The total over which a grant, or what one admin gave one member in a day, needs an application; null: no such rule. */
  totalOver(db: Orm): Promise<number | null>;
}

let provided: GrantApprovalRules | undefined;

/** The apply module's rules, handed over once as it is registered. */
export function provideGrantApproval(rules: GrantApprovalRules): void {
  provided = rules;
}

/** The approval rules every direct grant is held to. */
export function grantApproval(): GrantApprovalRules {
  if (!provided) throw new Error('The approval rules of direct grants were never provided (modules/apply/apply.module.ts does)');
  return provided;
}
